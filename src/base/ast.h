/* ast.h - the data every compiler stage shares: source positions, tokens, types, symbols, the
 * syntax tree and the annotations the checker and the taint pass attach to it. The parser builds
 * nodes; the checker fills every field marked "checker:"; taint fills "taint:"; codegen only reads
 * (its own caches are the fields marked "cg:"). No stage reaches back into an earlier one. */
#ifndef COROGO_AST_H
#define COROGO_AST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* ---------------------------------------------------------------- sources and positions */

typedef struct SrcFile {
    const char *name; /* path as given on the command line */
    const char *text; /* whole file, NUL-terminated */
    size_t len;
} SrcFile;

typedef struct Pos {
    const SrcFile *file;
    int line, col; /* 1-based; col counts bytes */
} Pos;

/* ---------------------------------------------------------------- tokens (lexer.c) */

typedef enum TokKind {
    T_EOF, T_IDENT, T_INT, T_FLOAT, T_IMAG, T_CHAR, T_STRING,
    /* operators and punctuation, ORDER TOK */
    T_ADD, T_SUB, T_MUL, T_QUO, T_REM, T_AND, T_OR, T_XOR, T_SHL, T_SHR, T_AND_NOT,
    T_ADD_ASSIGN, T_SUB_ASSIGN, T_MUL_ASSIGN, T_QUO_ASSIGN, T_REM_ASSIGN, T_AND_ASSIGN,
    T_OR_ASSIGN, T_XOR_ASSIGN, T_SHL_ASSIGN, T_SHR_ASSIGN, T_AND_NOT_ASSIGN,
    T_LAND, T_LOR, T_ARROW, T_INC, T_DEC, T_EQL, T_LSS, T_GTR, T_ASSIGN, T_NOT,
    T_NEQ, T_LEQ, T_GEQ, T_DEFINE, T_ELLIPSIS, T_LPAREN, T_LBRACK, T_LBRACE, T_COMMA,
    T_PERIOD, T_RPAREN, T_RBRACK, T_RBRACE, T_SEMICOLON, T_COLON, T_TILDE,
    /* keywords */
    T_BREAK, T_CASE, T_CHAN, T_CONST, T_CONTINUE, T_DEFAULT, T_DEFER, T_ELSE,
    T_FALLTHROUGH, T_FOR, T_FUNC, T_GO, T_GOTO, T_IF, T_IMPORT, T_INTERFACE, T_MAP,
    T_PACKAGE, T_RANGE, T_RETURN, T_SELECT, T_STRUCT, T_SWITCH, T_TYPE, T_VAR,
    T_NUM_KINDS
} TokKind;

typedef struct Token {
    TokKind kind;
    Pos pos;
    const char *start; /* points into SrcFile.text */
    int len;
    /* T_STRING / T_CHAR: decoded value (malloc'd, may contain NULs); T_CHAR: rune in 'rune' */
    char *sval;
    int slen;
    int32_t rune;
    const char *comment; /* the "//..." line comment group directly above this token, or NULL
                            (the parser reads //export, //go:linkname, //corogo:... from it) */
} Token;

/* ---------------------------------------------------------------- types (check.c) */

typedef enum TypeKind {
    TY_INVALID, /* an error was already reported: never report again for this type */
    /* ORDER BASIC: basic types first */
    TY_BOOL, TY_INT, TY_INT8, TY_INT16, TY_INT32, TY_INT64,
    TY_UINT, TY_UINT8, TY_UINT16, TY_UINT32, TY_UINT64, TY_UINTPTR, TY_FLOAT32, TY_FLOAT64,
    TY_COMPLEX64, TY_COMPLEX128, TY_STRING,
    TY_UNTYPED_BOOL, TY_UNTYPED_INT, TY_UNTYPED_RUNE, TY_UNTYPED_FLOAT, TY_UNTYPED_COMPLEX,
    TY_UNTYPED_STRING, TY_UNTYPED_NIL,
    /* composites */
    TY_ARRAY, TY_SLICE, TY_STRUCT, TY_POINTER, TY_FUNC, TY_CHAN, TY_NAMED,
    TY_MAP,   /* map[key]elem */
    TY_TUPLE, /* the type of a call with 0 or >= 2 results */
    TY_INTERFACE, /* its methods in 'fields' (name, TY_FUNC type), sorted by name, embedded
                     interfaces' included; 'name' set: the universe's any */
} TypeKind;

/* The deepest nesting of statements and expressions: the parser's limit on its recursion, and the
 * checker's on the depth it counts (statements and expressions together; deeper code is an error,
 * "nested too deeply"). A recursive walk of a checked tree therefore never goes deeper than twice
 * this (a walk may spend two levels per statement): walk.c's, the one generic walk, makes a deeper
 * tree an internal error at its position, never a silent answer. The call graph's walk is
 * iterative (callgraph.c). */
#define AST_MAX_DEPTH 1000

/* no position (a Pos whose file is NULL) */
#define NOPOS ((Pos){0})

typedef struct Type Type;
typedef struct Symbol Symbol;
typedef struct FuncDecl FuncDecl;
typedef struct Expr Expr;
typedef struct Stmt Stmt;

typedef struct Field {
    const char *name; /* for an embedded field: the type's name */
    Type *type;
    bool embedded;
    Pos pos;
    const char *pkgpath; /* checker: an unexported name's package (NULL: exported); part of the
                            identity of struct and interface types (Go: unexported names of two
                            packages are different names) */
    const char *tag;     /* a struct field's tag, decoded (NULL: none); part of the type's identity */
} Field;

/* one term of a constraint's union: T or ~T (check_generic.c) */
typedef struct TypeTerm {
    Type *type;
    bool tilde;
} TypeTerm;

/* a union of terms (~int | ~string); a constraint's type set is the intersection of its unions */
typedef struct TypeUnion {
    TypeTerm *terms;
    int nterms;
} TypeUnion;

typedef struct Method {
    const char *name;
    FuncDecl *decl;
    bool ptr_recv; /* declared on *T */
} Method;

struct Type {
    TypeKind kind;
    Type *elem;           /* ARRAY, SLICE, POINTER, CHAN, MAP (the value type) */
    Type *key;            /* MAP */
    int dir;              /* CHAN: CHAN_BOTH, CHAN_SEND (chan<- T) or CHAN_RECV (<-chan T) */
    int64_t len;          /* ARRAY */
    Field *fields;        /* STRUCT */
    int nfields;
    Type **params;        /* FUNC */
    int nparams;
    bool variadic;        /* FUNC: the last parameter is ...T (its type is []T) */
    Type **results;       /* FUNC, TUPLE */
    int nresults;
    const char *name;     /* NAMED: "T"; basic types: "int", ... (byte/rune are uint8/int32) */
    const char *pkg;      /* NAMED: defining package's name ("main", "time", "driver"): messages */
    const char *pkgpath;  /* NAMED: defining package's path ("main", "time", "example.com/m/driver"):
                             symbols and the exported-name rule (package.c's Package.path) */
    Type *underlying;     /* NAMED: never NAMED itself; every other kind: the type itself */
    Method *methods;      /* NAMED: its method set (value and pointer receivers) */
    int nmethods;
    void *cg;             /* cg: cached LLVMTypeRef */
    /* checker (check_generic.c): generics */
    TypeUnion *unions;    /* INTERFACE used as a constraint: its type set (not interned) */
    int nunions;
    bool is_comparable;   /* INTERFACE: comparable, or embeds it */
    int tparam;           /* NAMED: 1 + the index of the type parameter it stands for in its
                             generic declaration's list (its underlying is its constraint); 0: none */
    void *generic;        /* NAMED: an instance: the generic type's checker object */
    Type **targs;         /* NAMED instance: its type arguments */
    int ntargs;
    void *cg_di;          /* cg: cached DWARF type (LLVMMetadataRef, cg_debug.c) */
    Type *interned_next;  /* types.c: the next composite type in its bucket of the interning table */
    const void *memo_layout; /* types.c: the TypeLayout memo_size and memo_align were computed for */
    int64_t memo_size, memo_align;
};

enum { CHAN_BOTH, CHAN_SEND, CHAN_RECV };

/* ---------------------------------------------------------------- constants */

/* A constant value after the checker has given it its final type. Integers are the two's
 * complement bits of the value in its type (or an untyped value that fits int64/uint64). */
typedef struct ConstVal {
    enum { CV_NONE, CV_INT, CV_BOOL, CV_STRING, CV_NIL, CV_FLOAT, CV_COMPLEX } kind;
    uint64_t i; /* CV_INT; CV_BOOL: 0/1 */
    double f;   /* CV_FLOAT: the value rounded to its type (float32 values are exact doubles);
                   CV_COMPLEX: the real part */
    double fi;  /* CV_COMPLEX: the imaginary part */
    const char *s; /* CV_STRING (not NUL-terminated; may contain NULs) */
    int slen;
} ConstVal;

/* ---------------------------------------------------------------- symbols */

typedef enum SymKind { SYM_VAR, SYM_CONST, SYM_TYPE, SYM_FUNC, SYM_BUILTIN, SYM_PKG, SYM_NIL } SymKind;

typedef enum Builtin {
    B_NONE, B_PRINTLN, B_PRINT, B_LEN, B_CAP, B_PANIC, B_NEW, B_COROSUSPEND,
    B_APPEND, B_COPY,         /* recognised so that an error can name them */
    B_MAKE,                   /* make(chan T[, n]); other types are rejected */
    B_CLOSE,
    B_COMPLEX, B_REAL, B_IMAG, /* complex numbers (check_complex.c, cg_complex.c) */
    B_GOSCHED,                /* runtime.Gosched */
    B_NUMGOROUTINE,           /* runtime.NumGoroutine */
    B_RECOVER,                /* check_defer.c, cg_defer.c */
    B_DELETE,                 /* delete(m, k) */
    B_MIN, B_MAX, B_CLEAR,    /* Go 1.21's (check_minmax.c, cg_minmax.c) */
    B_SIZEOF, B_ALIGNOF, B_OFFSETOF, /* unsafe's: constants of the board's layout */
    B_UNSAFE_ADD, B_UNSAFE_SLICE,    /* unsafe.Add(p, n), unsafe.Slice(p, n) */
    B_NUM
} Builtin;

struct Symbol {
    SymKind kind;
    const char *name;
    Pos pos;
    Type *type;           /* VAR, CONST, TYPE (the declared type), FUNC (its TY_FUNC) */
    bool global;          /* VAR: package-level */
    bool used;            /* checker: for "declared and not used" */
    bool is_param;        /* VAR: a parameter or named result */
    bool isr_chan;        /* taint: VAR (package-level) a channel an interrupt handler operates on */
    ConstVal cv;          /* CONST */
    FuncDecl *func;       /* FUNC */
    Builtin builtin;      /* BUILTIN (and package functions implemented as builtins) */
    const char *pkgpath;  /* PKG: imported package ("runtime", "time", ...); VAR (package-level),
                             FUNC: the declaring package's path (for its symbol, mangle.c) */
    const struct Package *pkg; /* PKG: the imported Go package (NULL: built in: runtime) */
    FuncDecl *owner;      /* checker: VAR (local): the function (or function literal) declaring it */
    bool captured;        /* checker: VAR: used by a function literal inside its owner */
    bool fv_escapes;      /* checker: VAR of func type: used other than as the callee of a call in
                             its owner (a literal it holds may then outlive the owner, escape.c) */
    bool boxed;           /* escape: VAR: captured by a literal that escapes; lives in the arena,
                             a fresh box per declaration (per loop iteration, Go 1.22) */
    bool once;            /* poolsize.c: VAR (local): its declaration runs at most once in the
                             whole run, so a boxed one's box is a static variable (cg_closure.c) */
    void *cg;             /* cg: LLVM storage (alloca / global; a boxed one: the slot holding
                             its box's address) */
};

/* ---------------------------------------------------------------- expressions */

typedef enum ExprKind {
    E_BAD,        /* a syntax error was reported here */
    E_IDENT,      /* name */
    E_INTLIT, E_FLOATLIT, E_CHARLIT, E_STRLIT, /* tok holds the literal */
    E_BINARY,     /* x op y (op: T_ADD.. T_LOR, comparisons); in a constraint: a union A | B */
    E_UNARY,      /* op x (op: T_ADD, T_SUB, T_NOT, T_XOR, T_AND (address-of), T_ARROW);
                     in a constraint: ~T (op T_TILDE) */
    E_STAR,       /* *x: dereference, or pointer type in type context */
    E_PAREN,      /* (x) */
    E_CALL,       /* fn(args...) */
    E_INDEX,      /* x[index]; an instantiation F[A, B] with two or more arguments: all of them
                     in 'list' (y is the first) */
    E_SLICE,      /* x[lo:hi] or x[lo:hi:max] (any may be NULL) */
    E_SELECTOR,   /* x.name */
    E_COMPOSITE,  /* T{elts} (elts may be E_KEYVALUE) */
    E_KEYVALUE,   /* key: value inside a composite */
    E_FUNCLIT,    /* func(...) {...}: 'callee' is the literal's FuncDecl (checker) */
    /* type expressions (parsed where a type may stand; the checker resolves them to Type*) */
    E_ARRAYTYPE,  /* [len]elem (len NULL: slice type; len E_BAD/"...": [...]T) */
    E_STRUCTTYPE, E_FUNCTYPE, E_MAPTYPE, E_CHANTYPE, E_INTERFACETYPE,
    E_ELLIPSIS,   /* "..." in [...]T */
    E_TYPEASSERT, /* x.(y); y NULL: x.(type), a type switch's guard (lhs_bind: its v :=) */
    E_SPREAD,     /* checker: value spread_index of the multi-value call spread_of, an argument of
                     f(g()) with a variadic f (check_spread.c); the first one holds the call in x */
} ExprKind;

/* checker: what a call expression is */
typedef enum CallKind {
    CALL_FUNC,       /* direct call of a package-level function: callee = FuncDecl */
    CALL_METHOD,     /* method call: callee = method FuncDecl, recv = receiver expression */
    CALL_CONV,       /* type conversion T(x): the expression's type is T */
    CALL_BUILTIN,    /* builtin: see builtin */
    CALL_INDIRECT,   /* through a func value (x is its expression; docs/coroutines.md) */
    CALL_IFACE,      /* a method of an interface value: recv = the interface operand, method =
                        the method's index in its interface type */
} CallKind;

/* checker: what a selector is */
typedef enum SelKind {
    SEL_FIELD,       /* x.f: struct field, possibly through embedded fields and pointers */
    SEL_METHOD,      /* x.m used as the function of a CALL_METHOD */
    SEL_QUALIFIED,   /* pkg.name: 'sym' holds the resolved symbol */
    SEL_METHODVAL,   /* x.m not called: a method value bound to x (callee = the method, recv and
                        recv_adjust as for a CALL_METHOD; callee NULL: x is an interface value,
                        'method' the index of m in its methods) */
    SEL_METHODEXPR,  /* T.m or (*T).m: a func value whose first parameter is the receiver (callee =
                        the method; x is the type T or *T) */
} SelKind;

struct Expr {
    ExprKind kind;
    Pos pos;
    Pos end;                /* CALL: the closing ')', COMPOSITE: the closing '}' (file NULL when a
                               syntax error left it out) */
    Token *tok;             /* literals, identifiers, operators */
    TokKind op;             /* BINARY, UNARY */
    const char *name;       /* IDENT, SELECTOR (the selected name) */
    Expr *x, *y;            /* BINARY (x op y), UNARY/STAR/PAREN (x), INDEX (x[y]),
                               SELECTOR (x), CALL (x = function), SLICE (x), KEYVALUE (x: y),
                               ARRAYTYPE (x = len or NULL, y = elem), COMPOSITE (x = type, may be
                               NULL for elided types inside a composite) */
    Expr *lo, *hi, *max;    /* SLICE */
    Pos slice_missing[2];   /* SLICE: where a 3-index slice lacks its middle [0] or final [1] index
                               (a position with no file: present); the checker reports them */
    Expr **list;            /* CALL args, COMPOSITE elements */
    int nlist;
    bool has_ellipsis;      /* CALL: f(xs...) */
    /* type syntax */
    Field *fields;          /* STRUCTTYPE: field names with their type expressions in 'texprs' */
    Expr **texprs;
    int nfields;
    struct FuncSig *sig;    /* FUNCTYPE, FUNCLIT */
    Stmt *body;             /* FUNCLIT */
    Expr *lhs_bind;         /* TYPEASSERT x.(type) in `switch v := x.(type)`: the identifier v */
    bool comma_ok;          /* checker: TYPEASSERT: v, ok := x.(T) (a two-valued result) */

    /* checker: (after checking, no expression that codegen evaluates has an untyped type: the
       checker converts untyped operands to the type their context requires, or to their default
       type; untyped nil becomes the pointer/slice type it is compared with or assigned to) */
    Type *type;             /* final type (constants: the type they were converted to) */
    ConstVal cv;            /* kind != CV_NONE: the expression is a constant with this value */
    bool is_type;           /* the expression denotes a type (type stored in 'type') */
    bool addressable;
    Symbol *sym;            /* IDENT, SEL_QUALIFIED: what the name refers to */
    CallKind call;          /* CALL */
    Builtin builtin;        /* CALL_BUILTIN */
    FuncDecl *callee;       /* CALL_FUNC, CALL_METHOD; FUNCLIT: the literal; IDENT and
                               SEL_QUALIFIED naming a function used as a value: that function */
    Expr *recv;             /* CALL_METHOD: receiver expression (x of the selector; for a method
                               promoted from an embedded field, a checker-made SEL_FIELD selector
                               x.Embedded, so recv_adjust applies to the embedded value) */
    int method;             /* CALL_IFACE: index in the interface's methods */
    int recv_adjust;        /* CALL_METHOD: 0 as is, 1 take address (&x for a *T method),
                               -1 dereference (*x for a T method on a pointer) */
    SelKind sel;            /* SELECTOR */
    int *path;              /* SEL_FIELD, SEL_METHODEXPR: field indices from x's struct (through embedded
                               fields); a pointer on the way is dereferenced implicitly */
    int npath;
    int *elt_index;         /* COMPOSITE: for each element, its field index (structs) or its
                               array index (arrays/slices; keyed or positional) */
    Expr *spread_of;        /* SPREAD: the multi-value call */
    int spread_index;       /* SPREAD: which of its values */
    void *cg;               /* codegen: a call spread by SPREAD nodes: its results (LLVMValueRef) */
    bool once;              /* analysis (poolsize.c): a make(chan) or function literal that runs at
                               most once in the whole run, which codegen makes a static channel or
                               gives a static record */
};

/* ---------------------------------------------------------------- declarations */

typedef struct Param {
    const char *name;   /* NULL or "_" for unnamed */
    Pos pos;
    Expr *texpr;        /* type expression */
    bool variadic;      /* ...T */
    Symbol *sym;        /* checker: the local variable (NULL when unnamed) */
} Param;

typedef struct FuncSig {
    Param *params;
    int nparams;
    Param *results;
    int nresults;
    bool named_results;
} FuncSig;

struct FuncDecl {
    Pos pos;
    const char *name;
    Pos name_pos;         /* the name's (no file: a literal, or made by the compiler) */
    Param *recv;          /* method receiver or NULL */
    FuncSig sig;
    Stmt *body;           /* NULL: implemented in C (see linkname) */
    const char *linkname; /* //go:linkname f cname (or //export name on a body-less func): C symbol */
    const char *export_name; /* //export name above a func with a body */
    bool noescape;        /* //go:noescape above a body-less func: what it is passed does not
                             outlive the call (escape.c) */
    int pool_slots;       /* //corogo:pool N above the func (0: default) */
    long pool_proven;     /* poolsize.c: goroutines of it alive at once, at most (0: not proven) */
    int isr_irq;          /* //corogo:interrupt N above the func, or interrupt.New(N, f) (-1: not
                             a handler) */
    bool isr_param;       /* interrupt.New's handler: takes the interrupt.Interrupt (cg_isr.c) */
    bool noinline;        /* //go:noinline above the func: its awaits are never inlined (cg_inline.c) */
    Symbol *sym;
    Param *tparams;       /* [T any, K comparable]: type parameters (texpr: the constraint) */
    int ntparams;

    /* checker: */
    struct Scope *check_file_scope; /* a package-level function's file scope (its imports) */
    struct DeclNode *check_node;    /* its node of the package initialisation graph */
    Type *type;           /* TY_FUNC (without the receiver) */
    Type *recv_type;      /* method: the receiver's type (T or *T) */
    Type *recv_named;     /* method: the named type T */
    const char *mangled;  /* "main.f", "main.T.m", "main.(*T).m" */
    Symbol **locals;      /* every local variable (params, results, body), for codegen allocas */
    int nlocals;

    /* checker: function literals (closures) and func values */
    bool is_lit;          /* a function literal: its own FuncDecl, named like Go's
                             ("main.f.func1", nested "main.f.func1.1"); its functions take the
                             closure record as a first parameter */
    FuncDecl *outer;      /* literal: the function it is in (NULL: a package-level initialiser) */
    Symbol **captures;    /* literal: the enclosing functions' variables it uses, in first-use
                             order (a nested literal's are its encloser's too) */
    int ncaptures, ccaptures;
    int nlits;            /* literals directly inside it so far (their names) */
    bool addr_taken;      /* used as a func value: a possible target of an indirect call */
    bool called_directly; /* literal: func(...){...}(args) */
    Symbol *bound_var;    /* literal: the local variable `f := func...` / `var f = func...` defines */
    bool escapes;         /* escape.c: literal: its record and captured variables outlive the
                             enclosing call (arena) */

    /* callgraph.c, taint.c: */
    int graph_node;       /* 1 + its node in Program.graph (0: none yet) */
    bool tainted;         /* can suspend */

    /* cg: */
    void *cg_sync;        /* LLVMValueRef of "f" */
    void *cg_coro;        /* LLVMValueRef of "f$coro" */
    void *cg_inline;      /* LLVMValueRef of "f$inline" (cg_inline.c), NULL until an await uses it */

    /* checker (packages.c): an intrinsic, a body-less function or method of a library package
       (runtime-baremetal/lib: time.Sleep, machine.Pin.High, ...) implemented by the runtime
       function 'linkname'; not in Program.funcs, declared by codegen on first use. A blocking
       one is marked tainted, so its callers are. */
    const struct PkgOp *pkgop;
    /* checker (check_generic.c): a generic function, or a method of a generic type, is a template
       (generic set): it is never checked, generated or in Program.funcs; each instance is a copy
       of its syntax checked with the type parameters bound to the type arguments */
    bool generic;
    FuncDecl *origin;     /* an instance: its generic declaration */
    Type **targs;         /* an instance: its type arguments */
    int ntargs;
    struct Package *check_pkg; /* an instance: the package declaring the template (its body is
                                  checked as that package's code) */
    int inst_depth;       /* an instance: 1 + that of the instance whose body made it (0: none) */
    /* //corogo:funcvalue NAME above a library function with a body: it stands for the blocking
       intrinsic NAME (same package, same receiver type, identical signature) wherever NAME is used
       as a func value, method value or method expression, which gives it a $coro entry (check.c) */
    const char *funcvalue_of;
    FuncDecl *value_form; /* intrinsic: the function of its //corogo:funcvalue (NULL: none) */
};

/* How codegen calls an intrinsic (FuncDecl.pkgop). Sync code, and $coro code for a
 * non-blocking one, call the runtime function FuncDecl.linkname with the Go arguments (for a
 * blocking one that is its "_block" form, which drives the scheduler). A blocking one in $coro
 * code: prepare(hdl, [node,] args...) -> i1 registers the frame with its waker and the coroutine
 * suspends when it returns true (cg_coro_block); with 'retry', retry(args...) -> i32 is tried first
 * and again after every wakeup, its value (>= 0) being the result. */
typedef struct PkgOp {
    const char *prepare;  /* NULL: never blocks */
    const char *retry;
    int node_size;        /* bytes of a waiter node kept in the caller's frame (e.g. rt_timer) */
} PkgOp;

typedef struct VarSpec {     /* var a, b T = x, y (also const specs) */
    Pos pos;
    const char **names;
    Pos *name_pos;
    int nnames;
    Expr *texpr;             /* may be NULL */
    Expr **values;
    int nvalues;
    int iota;                /* const specs: the value of iota */
    bool implicit;           /* const spec that repeats the previous spec's expressions */
    Symbol **syms;           /* checker: one per name (NULL for "_") */
    const char *linkname;    /* //go:linkname names[linkname_idx] pkgpath.name above a var spec */
    int linkname_idx;
    Pos linkname_pos;
} VarSpec;

typedef struct TypeSpec {
    Pos pos;
    const char *name;
    Expr *texpr;
    bool alias;              /* type A = B */
    Param *tparams;          /* type T[P any] ...: type parameters (texpr: the constraint) */
    int ntparams;
    Symbol *sym;             /* checker */
} TypeSpec;

typedef struct Import {
    Pos pos;
    const char *path;        /* "time", "runtime", "machine", ... */
    const char *name;        /* local name */
    bool implicit;           /* no name in the source: the path's last element until the checker
                                knows the package's own name */
    Symbol *sym;
    bool used;
    struct Package *pkg;     /* package.c: the Go package imported (NULL: a built-in package,
                                runtime, or not found: the checker reports it) */
    bool refused;            /* package.c: refused at the import (reported; the checker still runs) */
} Import;

/* ---------------------------------------------------------------- statements */

typedef enum StmtKind {
    S_BAD, S_EMPTY, S_BLOCK, S_EXPR, S_ASSIGN, S_DEFINE, S_OPASSIGN, S_INCDEC,
    S_VAR, S_CONST, S_TYPE,  /* local declarations (specs in 'specs'/'tspecs') */
    S_IF, S_FOR, S_RANGE, S_SWITCH, S_BREAK, S_CONTINUE, S_FALLTHROUGH, S_RETURN,
    S_GO, S_LABELED, S_GOTO, S_DEFER, S_SELECT, S_SEND,
} StmtKind;

typedef struct CaseClause {
    Pos pos;
    Expr **exprs;            /* NULL/0: default (a select case: non-NULL, 0 exprs) */
    Stmt *comm;              /* SELECT: the case's send (S_SEND), receive (S_EXPR) or receive
                                assignment (S_ASSIGN/S_DEFINE, the receive its one rhs) */
    int nexprs;
    Stmt **body;
    int nbody;
    bool fallthrough;        /* checker: last statement is fallthrough */
    Symbol *ts_sym;          /* checker: a type switch's v in this clause (NULL: none) */
} CaseClause;

struct Stmt {
    StmtKind kind;
    Pos pos;
    Pos end;                 /* BLOCK: the closing '}' (file NULL when a syntax error left it out);
                                ASSIGN/DEFINE: the '=' or ':='; BREAK/CONTINUE/GOTO: the label */
    /* S_BLOCK: body; S_EXPR: x; S_ASSIGN/S_DEFINE: lhs = rhs lists; S_OPASSIGN: lhs[0] op= rhs[0]
       (op is the binary operator, e.g. T_ADD); S_INCDEC: lhs[0], op T_INC/T_DEC;
       S_SEND: lhs[0] <- rhs[0] */
    Stmt **body;
    int nbody;
    Expr *x;
    Expr **lhs, **rhs;
    int nlhs, nrhs;
    TokKind op;
    VarSpec **specs;         /* S_VAR, S_CONST */
    int nspecs;
    TypeSpec **tspecs;       /* S_TYPE */
    int ntspecs;
    Stmt *init;              /* IF, FOR, SWITCH */
    Expr *cond;              /* IF, FOR (NULL: forever) */
    Stmt *post;              /* FOR */
    Stmt *then, *els;        /* IF (els: S_IF or S_BLOCK or NULL); FOR/RANGE body in 'then' */
    Expr *key, *value;       /* RANGE: for key, value := range x (either may be NULL) */
    bool define;             /* RANGE: := form */
    Expr *tag;               /* SWITCH (NULL: tagless) */
    CaseClause *clauses;     /* SWITCH */
    int nclauses;
    const char *label;       /* LABELED (the label; stmt in 'then'), BREAK/CONTINUE/GOTO target */
    Expr *call;              /* GO, DEFER */
    Expr **results;          /* RETURN */
    int nresults;

    /* checker: */
    Stmt *target;            /* BREAK/CONTINUE: the FOR/RANGE/SWITCH statement it leaves/continues;
                                GOTO: the LABELED statement it jumps to */
    Symbol *key_sym, *value_sym; /* RANGE with := */
    Symbol **def_syms;       /* S_DEFINE: for each lhs, the new Symbol, or NULL if it reuses one */
    bool has_default;        /* SELECT: a default clause */
    void *cg_break, *cg_continue; /* cg: LLVMBasicBlockRef targets */
    void *cg_label;          /* cg: LABELED: the block a goto jumps to (in the function being generated) */
};

/* ---------------------------------------------------------------- the program */

typedef struct Decl {
    enum { D_FUNC, D_VAR, D_CONST, D_TYPE, D_IMPORT } kind;
    Pos pos;
    FuncDecl *func;
    VarSpec *spec;
    TypeSpec *tspec;
    Import *import;
} Decl;

typedef struct File {
    SrcFile *src;
    const char *package;
    Pos package_pos;
    Decl **decls;
    int ndecls;
} File;

/* One Go package: a directory of the module, a library package of runtime-baremetal/lib, or the
 * .go files named on the command line (package.c loads them). */
typedef struct Package {
    const char *path;        /* import path ("example.com/blink/driver", "time"); "main" for the
                                main package (Go's symbol prefix for it) */
    const char *name;        /* the package clause's name */
    const char *dir;         /* its directory (NULL: files named on the command line) */
    bool library;            /* from runtime-baremetal/lib */
    File **files;            /* sorted by file name; build constraints already applied */
    int nfiles;
    /* checker: */
    FuncDecl **inits;        /* init() functions in source order */
    int ninits;
    VarSpec **var_init_order;/* package-level var specs in dependency order (each initialised
                                as a whole, Go's rule) */
    int nvar_init;
    void *scope;             /* checker: the package block (its members, for importers) */
} Package;

typedef struct Program {
    Package **pkgs;          /* package.c: in initialisation order (every package after the ones it
                                imports, Go's rule); the main package last */
    int npkgs;
    File **files;            /* every file of every package, in that order */
    int nfiles;
    /* checker: */
    FuncDecl **funcs;        /* every function and method with a body or a link name */
    int nfuncs;
    FuncDecl *main_func;     /* main.main */
    const char *not_main;    /* package.c: the package the command line's files all name, when not
                                main; the checker checks them and reports it when nothing else is wrong */
    Pos *not_main_pos;       /* at the name of each file's package clause */
    const char *main_name;   /* -main-package=NAME (corogo test): the name the main package's files
                                give it instead of main, which its type names keep (%T, %#v) */
    int nnot_main;
    Symbol **globals;        /* every package-level variable */
    int nglobals;
    struct CallGraph *graph; /* callgraph.c */
    bool isr_chan_any;       /* taint: a handler operates on a channel that is no package-level
                                variable: every channel counts as one (rt_chan_isr_any) */
    Type **iface_types;      /* checker: the concrete types the program converts to interfaces */
    int niface_types, ciface_types;
    const char *board;       /* the board built for (builder), named by "undefined: machine.X" */
} Program;

#endif

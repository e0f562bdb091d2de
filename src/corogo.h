/* corogo.h - the index of the compiler: every stage's public functions, one banner per folder of
 * src/ in pipeline order (base -> syntax -> loader -> check -> analysis -> codegen -> interp -> transform ->
 * builder) and under it one banner per file. A stage calls only what is listed here for its own
 * folder or a folder before it; each folder's private declarations stay in its own header
 * (syntax/parser.h, check/check.h, codegen/cg.h). The shared data (tokens, types, symbols, syntax
 * tree) is in base/ast.h. */
#ifndef COROGO_H
#define COROGO_H

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>

#include <llvm-c/Core.h>
#include <llvm-c/TargetMachine.h>

#include "base/ast.h"

/* ================================================================ base/ */
/* the shared ground: memory and strings, diagnostics, the tree walk, symbol names, the project's
 * paths (ast.h: the tree itself) */

/* ---------------------------------------------------------------- util.c */

void *xmalloc(size_t n);                 /* zeroed; aborts on out of memory */
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvprintf(const char *fmt, va_list ap); /* consumes ap like vprintf */
/* grow *arr (element size sz) so that index n fits; *cap is its capacity */
void vec_reserve(void **arr, int *cap, int n, size_t sz);
#define VEC_PUSH(arr, n, cap, v) \
    (vec_reserve((void **)&(arr), &(cap), (n) + 1, sizeof *(arr)), (arr)[(n)++] = (v))
SrcFile *util_read_source(const char *path); /* NULL (and errno) when unreadable */
/* the integer predicate p on x and y read as width-bit integers (the bits above ignored): 1 or 0,
   or -1 when p is no integer predicate; interp.c's constant folding and cg_params.c's share it */
int util_icmp(LLVMIntPredicate p, unsigned width, unsigned long long x, unsigned long long y);

/* A growing string: bytes appended (NULs allowed), always NUL-terminated once anything was
   appended. Zero-initialise it; strbuf_str gives "" for an empty one. The one string buffer of the
   compiler (messages, literal values, expression and type renderings, print text). */
typedef struct StrBuf {
    char *s;
    int n, cap;
} StrBuf;
void strbuf_putn(StrBuf *b, const char *s, int n);
void strbuf_puts(StrBuf *b, const char *s);
void strbuf_printf(StrBuf *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
const char *strbuf_str(const StrBuf *b);

/* UTF-8, the one encoder and decoder. utf8_encode writes r (0 <= r <= 0x10FFFF, no surrogate;
   anything else is written as U+FFFD, Go's rule for string(r)) to out[0..3] and returns its
   length. utf8_decode reads one sequence at p (< end): its length and the rune in *r, or 0 for an
   invalid one (overlong, surrogate, > U+10FFFF, truncated). */
int utf8_encode(char out[4], int64_t r);
int utf8_decode(const char *p, const char *end, int32_t *r);

/* ---------------------------------------------------------------- diag.c */

/* "file:line:col: error: message", then the source line and a caret under the column.
 * Counts errors; never exits. */
void diag_error(Pos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void diag_verror(Pos pos, const char *fmt, va_list ap);
/* an error not tied to a source position: "corogo: error: message" */
void diag_fatal_noloc(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int diag_count(void);
/* an error that does not stop the stages before the checker (the parser's "middle index required
   in 3-index slice": Go type-checks such a file all the same); it counts in diag_count, and
   diag_hard_count is diag_count without them */
void diag_soft_error(Pos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int diag_hard_count(void);
/* A bug in corogo, never in the program: "file:line:col: internal error: message" (the source line
   and caret too) where a position is known (pos.file), else "corogo: internal error: message";
   the errors deferred so far are printed first. Exits with status 3 (the one path for internal
   errors: no stage calls abort() or exit(3) itself). */
_Noreturn void diag_internal(Pos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
/* defer the errors reported from now on (they count at once) until diag_flush prints them sorted
   by position (files in the given order), the same message at the same place once */
void diag_defer(void);
void diag_flush(const SrcFile *const *files, int nfiles);
/* source order: by file (in the given order; others last), line, column */
int diag_pos_cmp(Pos a, Pos b, const SrcFile *const *files, int nfiles);
/* more than this many errors: stop reporting (one "too many errors" line), unless the limit is
   lifted (-e, like Go's compiler flag) */
#define DIAG_MAX_ERRORS 50
void diag_no_error_limit(void);
/* report the errors from now on at 'at' instead of their own positions (types2's errpos: an error
   in a constant's implicitly repeated expression is reported at the constant's name), until
   diag_set_errpos with a position of no file; returns the previous one */
Pos diag_set_errpos(Pos at);

/* ---------------------------------------------------------------- walk.c */

/* A walk over a tree: 'stmt' and 'expr' are called before a node's children (in source order);
   false skips them. expr NULL: expressions are not visited (a walk of statements); stmt NULL:
   every statement's children are. Function literal bodies only with 'funclits'. A callback sets
   'stop' to end the walk (and may leave its answer in 'found'); depth is the walk's own. */
typedef struct Walker Walker;
struct Walker {
    bool (*stmt)(Walker *w, Stmt *s);
    bool (*expr)(Walker *w, Expr *e);
    bool funclits;
    bool stop;
    void *arg;
    Stmt *found;
    int depth;
};
void walk_stmt(Walker *w, Stmt *s);
void walk_expr(Walker *w, Expr *e);
/* the children alone (for a callback that visits them in a context of its own) */
void walk_stmt_children(Walker *w, Stmt *s);
void walk_expr_children(Walker *w, Expr *e);
/* the first statement of that kind in body (function literals' bodies not included), or NULL */
Stmt *walk_find_stmt(Stmt *body, StmtKind kind);
/* e without the parentheses around it (NULL stays NULL; like strchr, a const e gives its node) */
Expr *walk_unparen(const Expr *e);

/* ---------------------------------------------------------------- mangle.c */

/* symbol names of Go declarations: "<path>.<name>", "<path>.<T>.<name>", "<path>.(*T).<name>" */
char *mangle_func(const char *pkgpath, const char *name);
char *mangle_method(const char *pkgpath, const char *type_name, bool ptr_recv, const char *name);
char *mangle_var(const char *pkgpath, const char *name);
char *mangle_coro(const char *mangled); /* the coroutine version: "<mangled>$coro" */
char *mangle_pool(const char *mangled); /* a go target's frame pool: "<mangled>$pool" (frames.c) */
/* a coroutine's own frame allocator, "<mangled>$frame" (cg_coro.c; frames.c replaces its calls) */
char *mangle_frame_alloc(const char *mangled);
/* an await thunk of the coroutine, "<mangled>$await" (LLVM numbers the next ones .1, .2, ...) */
char *mangle_await(const char *mangled);
char *mangle_inline(const char *mangled); /* the inlined-await version: "<mangled>$inline" */
/* a resume function's fast entry (fastpath.c): "<name>.fast", name the first len bytes */
char *mangle_fast(const char *name, size_t len);
/* a static channel held by package variable var, "<var>$chan" (just "$chan" when var is NULL: a
   channel inside a variable's value); its buffer is that name + "buf" (frames.c reports both) */
char *mangle_chan(const char *var);

/* a symbol the compiler or the runtime defines (corogo_main, rt_*, port_*, board_*, the vector
   table's *_Handler, _start, ...): no user symbol (//export) may replace one */
bool mangle_reserved(const char *name);

/* ---------------------------------------------------------------- json.c */

typedef enum { J_NULL, J_BOOL, J_NUM, J_STR, J_ARR, J_OBJ } JKind;

typedef struct JVal JVal;
struct JVal {
    JKind kind;
    int line;
    double num;      /* J_NUM; J_BOOL: 1 or 0 */
    char *str;       /* J_STR */
    JVal **items;    /* J_ARR elements, J_OBJ values */
    char **keys;     /* J_OBJ */
    int n, cap, kcap;
};

/* every value of 'text' in order (one, or a stream as `go list -json` prints); NULL after printing
 * "name:line: error: ..." */
JVal **json_parse(const char *name, const char *text, size_t len, int *count);
JVal *json_get(const JVal *obj, const char *key);        /* NULL: no such key (or not an object) */
const char *json_str(const JVal *obj, const char *key);  /* NULL: absent or not a string */
bool json_bool(const JVal *obj, const char *key);        /* false: absent or not true */

/* ---------------------------------------------------------------- paths.c */

const char *paths_root(void);      /* the project's source tree (COROGO_ROOT overrides) */
const char *paths_build_dir(void); /* the project's build tree (COROGO_BUILD overrides) */

/* ================================================================ syntax/ */
/* source text to syntax trees: the lexer and the parser; syntax trees back to text (expr_string) */

/* ---------------------------------------------------------------- lexer.c */

/* Tokenise a whole file, Go's automatic semicolons included; the array ends with T_EOF.
 * Errors (bad characters, unterminated literals, ...) are reported and skipped. */
Token *lex_file(const SrcFile *src, int *ntokens);
const char *lex_token_name(TokKind k); /* "+", "func", "identifier", ... */
/* The same, but the errors are returned in source order instead of reported, so that parse_file
 * can report them among its own in position order, as the Go compiler does. */
typedef struct LexError {
    Pos pos;
    const char *msg;
} LexError;
Token *lex_file_deferred(const SrcFile *src, int *ntokens, LexError **errs, int *nerrs);

/* ---------------------------------------------------------------- parser.c */

/* Parse one file; syntax errors are reported (several per file where possible) and the tree
 * still returned with E_BAD/S_BAD nodes where they were. */
File *parse_file(const SrcFile *src);
/* a new node at pos, its other fields zero (also for trees the checker makes: go of a built-in) */
Expr *parse_new_expr(ExprKind k, Pos pos);
Stmt *parse_new_stmt(StmtKind k, Pos pos);

/* ---------------------------------------------------------------- linedir.c */

/* pos as Go's line directives (//line and the block-comment form) rename it: its line, and its file's name in
   *file ("" for a directive's empty name) */
Pos syntax_line_position(Pos pos, const char **file);

/* ---------------------------------------------------------------- expr_string.c */

/* e as Go source text for messages ("a.b[i]", "f(x, 1)", "T{…}"; deep or long ones elided) */
char *expr_string(const Expr *e);
void expr_string_append(StrBuf *b, const Expr *e);

/* ================================================================ loader/ */
/* which files make the program: build constraints, packages and imports */

/* ---------------------------------------------------------------- goroot.c */

/* the merged GOROOT (the distribution's packages with runtime-baremetal/lib's in place of the
 * ones they replace whole), made on first use in the build directory; NULL after an error */
const char *goroot_merged(void);
/* where an answer of the go command that depends only on the merged tree and 'words' (its
 * arguments and environment) is kept: a file in the build directory named after their hash */
char *goroot_cache_file(const char *const *words, int n);
/* corogo clean: removes the merged GOROOT trees (goroot-*) and the go command's kept answers
   (golist-*.json) from the build directory, printing "removed PATH" for each; how many */
int goroot_clean(FILE *out);
/* the import paths of the packages corogo replaces (lib's directories with .go files), sorted */
char **goroot_replaced(int *n);
/* run the go command (argv[0] is "go") in 'wd' (NULL: here) with env's NAME, VALUE pairs
 * (NULL-terminated) added; its output in *out. False when it failed (its stderr went to ours) or
 * is not installed (reported with how to install it). */
bool goroot_run_go(const char *const *argv, const char *wd, const char *const *env, char **out, size_t *len);

/* ---------------------------------------------------------------- package.c */

typedef struct BuildTags {
    const char **tags;        /* go list's -tags: the board's, "baremetal", "corogo", -tags=a,b */
    int ntags;
    const char *goos, *goarch; /* the board's GOOS and GOARCH (NULL: linux, arm) */
} BuildTags;

/* Load the program like `go build`: the main package from 'dir' (a directory) or from 'files'
 * (its .go files); `go list` (goroot.c) says which package each import path names and which of
 * its files build (modules, vendor/, build constraints: Go's rules with the board's GOOS, GOARCH
 * and tags). The files are parsed; go list's errors, import cycles, bad package clauses and
 * imports corogo cannot take are reported with positions. Fills prog->pkgs (in initialisation
 * order) and prog->files; false after errors. */
bool package_load(Program *prog, const char *dir, const char *const *files, int nfiles,
                  const BuildTags *tags);
/* the same for a main package already parsed (tools: the fuzzer); go list runs in "." */
bool package_load_parsed(Program *prog, File **files, int nfiles, const BuildTags *tags);
const char *package_lib_dir(void); /* runtime-baremetal/lib: corogo's library packages in Go */
/* is there a go.mod (or go.work) in 'dir' or above it? (else the go command runs with GO111MODULE=off) */
bool package_in_module(const char *dir);

/* ================================================================ check/ */
/* names, types and constants: the checker fills the tree's "checker:" fields */

/* ---------------------------------------------------------------- types.c */

/* Go's types. Basic types are shared singletons (type_basic), a named type is its declaration's
 * own Type, and every composite type is interned: its constructor returns the one existing Type of
 * that structure (its element, key, field, parameter and result types compared by pointer), so
 * two types are identical exactly when their pointers are equal. Never build a composite Type by
 * hand. The Type arrays and Field arrays passed in are copied. */
Type *type_under(const Type *t);             /* a named type's underlying type; others: t itself */
Type *type_named(const char *name, const char *pkg, const char *pkgpath); /* a new one, no underlying yet */
Type *type_pointer(Type *elem);
Type *type_slice(Type *elem);
Type *type_array(Type *elem, int64_t len);
Type *type_map(Type *key, Type *elem);
Type *type_chan(Type *elem, int dir);        /* CHAN_BOTH, CHAN_SEND, CHAN_RECV */
Type *type_func(Type *const *params, int nparams, Type *const *results, int nresults, bool variadic);
Type *type_tuple(Type *const *ts, int n);    /* a call's several results */
Type *type_struct(const Field *fields, int n);
Type *type_interface(const Field *methods, int n); /* methods sorted by name, each a func type */
bool type_identical_ignore_tags(Type *a, Type *b); /* identical but for struct tags (conversions) */
int type_interned_count(void);               /* how many composite types exist (tests) */
bool type_is_untyped(const Type *t);
bool type_is_integer(const Type *t);   /* typed or untyped int/rune */
bool type_is_unsigned(const Type *t);
bool type_is_signed(const Type *t);    /* a signed integer type, typed or untyped */
bool type_is_float(const Type *t);     /* float32, float64, untyped float */
bool type_is_complex(const Type *t);   /* complex64, complex128, untyped complex */
bool type_is_numeric(const Type *t);   /* integer, float or complex */
bool type_is_string(const Type *t);
bool type_is_bool(const Type *t);
bool type_is_basic(const Type *t);      /* typed basic */
bool type_is_invalid(const Type *t);
int type_int_bits(const Type *t);       /* width of an integer type */
bool type_comparable(Type *t);
bool type_ordered(Type *t);
Type *type_default(Type *t);            /* untyped -> default type */

/* Sizes and alignment, from one table per target (TypeLayout: the word size, the alignment of
 * 64-bit values). The targets' entries must agree with LLVM's data layout for the board: codegen
 * checks every type it lowers against it in builds without NDEBUG (cg.c). */
typedef struct TypeLayout {
    const char *triple;  /* the LLVM triples it serves (a prefix: "thumbv7m", "riscv32") */
    int word;            /* int, uint, uintptr, pointers, maps, channels, funcs; each word of a
                            string (2), interface (2) or slice (3) header */
    int align64;         /* int64, uint64, float64, complex128 */
} TypeLayout;
const TypeLayout *type_layout_for(const char *triple); /* NULL: no entry for that target */
extern const TypeLayout type_layout_go64;    /* the 64-bit reference Go (amd64) */
void type_set_layout(const TypeLayout *l);   /* the target the program is built for */
const TypeLayout *type_layout(void);
int64_t type_sizeof(const Type *t);          /* bytes on the target (saturated at INT64_MAX) */
int64_t type_alignof(const Type *t);         /* alignment on the target */
int64_t type_field_offset(const Type *st, int i); /* field i of struct type st: its offset on the target */
int64_t type_sizeof_on(const Type *t, const TypeLayout *l);
int64_t type_alignof_on(const Type *t, const TypeLayout *l);

const char *type_string(const Type *t);      /* "[]int", "*main.T", ... for messages */
Type *type_basic(TypeKind k);                /* the shared Type of a basic kind */
/* the method 'name' in t's method set (Go's rules, promoted methods included): its declaration
   (of a blocking intrinsic: its //corogo:funcvalue form, the function dynamic calls reach),
   whether it has a pointer receiver, and the embedded fields leading to the type declaring it */
typedef struct MethodRef {
    FuncDecl *decl;
    bool ptr_recv;
    int *path;   /* field indices from t's struct (through embedded fields) */
    int npath;
} MethodRef;
bool type_method_ref(Type *t, const char *name, MethodRef *out);

/* ---------------------------------------------------------------- check.c (+ check_*.c, const.c) */

/* Resolve names, compute types and constants, fill every "checker:" field of ast.h, report every
 * independent error. Returns false when any error was reported. */
bool check_program(Program *prog);
bool check_calls_recover(const FuncDecl *f); /* f's body calls recover() (check_defer.c) */
bool check_any_recover(void);               /* some function's body calls recover() */

/* ================================================================ analysis/ */
/* whole-program facts over the checked tree: the call graph, taint (what suspends), escape, heap
 * sites */

/* ---------------------------------------------------------------- callgraph.c */

typedef struct Board Board; /* target.c */

/* The one call graph of the checked program (Program.graph), its edges in source order. */
typedef enum CallEdgeKind {
    CALLGRAPH_CALL,     /* a call the function evaluates (direct or method) */
    CALLGRAPH_GO,       /* the function a go statement starts (its arguments are calls) */
    CALLGRAPH_DEFER,    /* a deferred call */
    CALLGRAPH_INDIRECT, /* a call through a func value: 'to' is one function it can reach (an
                           address-taken one of the same signature), NULL: a go of a func value */
    CALLGRAPH_REF,      /* the function's address is taken (a func value, a closure): it runs
                           only when called indirectly, so it is live but taints nobody */
} CallEdgeKind;
typedef struct CallEdge {
    FuncDecl *to;
    CallEdgeKind kind;
    Pos pos;            /* the call or the go/defer statement */
} CallEdge;
typedef struct CallGraph CallGraph;

void callgraph_build(Program *prog);          /* once, after check_program */
int callgraph_count(const Program *prog);     /* nodes: 0 .. count-1 */
FuncDecl *callgraph_func(const Program *prog, int node);
int callgraph_node(const Program *prog, const FuncDecl *f); /* -1: not in the graph */
const CallEdge *callgraph_edges(const Program *prog, int node, int *nedges);
/* a suspend point of its own (coroSuspend(), runtime.Gosched(), a blocking package function);
   *where: the first one (no file for a package function) */
bool callgraph_suspends(const Program *prog, int node, Pos *where);
/* per node: reachable from main, the init functions, the package variables' initialisers, the
   interrupt handlers or an //export function (a new array, one bool per node) */
bool *callgraph_live(const Program *prog);
/* the channel operands of the node's sends, receives, closes, ranges and select cases */
const Expr *const *callgraph_chan_operands(const Program *prog, int node, int *n);
/* same strongly connected component over call/defer/indirect edges: a call from one to the other
   is recursive */
bool callgraph_same_scc(const Program *prog, const FuncDecl *f, const FuncDecl *g);
/* f is in a cycle of call/defer/indirect edges (it can call itself, directly or not) */
bool callgraph_recursive(const Program *prog, const FuncDecl *f);
/* (after taint) can a call through a func value of type ft suspend: is some address-taken
   function of that signature tainted? */
bool callgraph_fv_suspends(const Program *prog, const Type *ft);
/* the targets of a call through a func value of type ft that can suspend, when they are at most
   max functions and function literals (no method value, method expression or intrinsic among
   them): their number, stored in out; else -1 */
int callgraph_fv_suspending(const Program *prog, const Type *ft, FuncDecl **out, int max);
/* is f part of a recursion through a call through a func value or interface (an indirect edge
   inside its component)? LLVM sees such a cycle only after devirtualising (cg_coro.c) */
bool callgraph_recursive_indirect(const Program *prog, const FuncDecl *f);
/* f is only ever called, deferred or started by name: no func value, method value or expression,
   itab or indirect call can reach it (so its $coro promise layout is known at every await) */
bool callgraph_direct_only(const Program *prog, const FuncDecl *f);
/* a go statement of a func value or an interface method can start f (its entry, through a thunk) */
bool callgraph_go_started(const Program *prog, const FuncDecl *f);
/* f's own frame can wait for a waker or the scheduler: a suspend point of its own, or a call or
   defer of a blocking package function (whose caller's handle is the one that waits) */
bool callgraph_leaf(const Program *prog, const FuncDecl *f);
/* (after taint) can a call of method 'method' of an interface of type iface suspend? */
bool callgraph_iface_suspends(const Program *prog, const Type *iface, int method);
/* the call a go or defer statement starts (parentheses removed), or NULL when it is a built-in
   function or conversion, whose operands are then evaluated like any expression's */
const Expr *callgraph_go_defer_call(const Stmt *s);

/* ---------------------------------------------------------------- escape.c */

/* (after taint) which storage outlives its function: function literals (FuncDecl.escapes) and
   the variables they capture, variables whose address escapes (both Symbol.boxed: a heap cell),
   and &T{...} / new(T) sites (docs/memory.md, "Escape analysis") */
void escape_program(Program *prog, bool heap_none); /* heap_none: no variable goes to the heap for its size */
/* must the object of this &T{...} (the composite) or new(T) (the call) be on the heap? (true for
   a site the analysis never saw, e.g. a package variable's initialiser) */
bool escape_site_heap(const Expr *site);
/* why a variable (var) or a site is on the heap, when its address escapes: "&c" (what), where that
   & is (pos), "stored in package variable g" (why) and where that happens (why_pos); false when it
   is not, or only because a function literal that outlives the call captures it */
bool escape_reason(const Symbol *var, const Expr *site, const char **what, const char **why, Pos *pos,
                   Pos *why_pos);

/* ---------------------------------------------------------------- poolsize.c */

/* After the call graph: for every go target whose go statements all run a bounded number of
 * times (in main or init, under loops with constant trip counts), that bound in
 * FuncDecl.pool_proven (0: not proven; docs/memory.md, "Proven pool sizes") */
void poolsize_run(Program *prog);

/* ---------------------------------------------------------------- taint.c */

/* Over the call graph: mark every function that can suspend (Program.graph must be built) and
 * check every interrupt-handler rule (shape, the board's IRQ range and timer IRQ, one handler per
 * IRQ, no suspend point and no go statement reachable). false on errors. */
bool taint_program(Program *prog, const Board *b);
void taint_print(const Program *prog, FILE *out); /* corogo build -print-taint */

/* ---------------------------------------------------------------- heap.c */

/* The run-time allocation sites codegen emitted (recorded by cg.c as it emits each arena call) */
/* what: "new(int)", "string concatenation"; fn: the function whose code it is (package
   initialisation: one that is in no call graph) */
void heap_record_site(Pos pos, const char *what, const FuncDecl *fn);
/* the same for an object on the heap because its address escapes (escape.c): why, and where */
void heap_record_escape(Pos pos, const char *what, const char *why, Pos why_pos, const FuncDecl *fn);
int heap_site_count(void);
/* -print-allocs=REGEX: every recorded site of code that can run, in functions whose name (the
   symbol: main.setup, main.(*T).m; "init" for package initialisation) REGEX matches, in source
   order: "file:line:col: object allocated on the heap: what[: escapes at line N: why]" on out;
   false (after an error) when REGEX is malformed */
bool heap_print_allocs(const Program *prog, const char *regex, FILE *out);
/* -heap=none: every recorded site of code that can run (callgraph_live; a library function the
   program never calls is not) is an error at its position, in source order; false if any. left
   (NULL: all): per site, whether its call is still in the module (package initialisation at
   compile time deletes the calls it ran: cg_sites_left) */
bool heap_report_none(const Program *prog, const bool *left);
/* every interrupt handler that can reach a recorded site or runtime.GC is an error naming the
   chain (the collector cannot run in an interrupt); false if any */
bool heap_report_isr(const Program *prog);

/* ================================================================ codegen/ */
/* the checked tree to an LLVM module: sync and $coro versions of every function */

/* ---------------------------------------------------------------- cg.c (+ cg_*.c) */

/* the flags of a runtime function in rt_abi.def (cg.c declares and calls them; frames.c sizes the
   arena when the program calls an RT_ARENA one) */
enum { RT_NORETURN = 1, RT_ARENA = 2 };

typedef struct CgOptions {
    bool verify;                /* LLVMVerifyModule before returning */
    int default_pool;           /* -pool=N */
    int optlevel;               /* 0, 1, 2, 's', 'z' (await lowering: see cg_coro.c) */
    bool heap_none;             /* -heap=none: panic(v) boxes v on the stack (cg_panic.c) */
    bool panic_trap;            /* -panic=trap: every panic of compiled code is a trap (cg_panic.c) */
    bool debug;                 /* DWARF (-g, the default; -no-debug: none) (cg_debug.c) */
    const char *const *xvars;   /* -ldflags -X: "importpath.name=value", a string variable's value */
    int nxvars;
    LLVMTargetDataRef td;       /* the target's data layout (sizes codegen needs as numbers) */
} CgOptions;

/* Lower the checked, tainted program: a sync version of every function, a $coro version of every
 * tainted one, corogo_main (package init + main.main). */
LLVMModuleRef cg_program(Program *prog, const Board *b, LLVMContextRef ctx, const CgOptions *o);
/* per allocation site heap.c recorded (heap_site_count of them), whether its arena call is still
   in m, in a function the module's external definitions reach (each call carries its site's number
   as !corogo.site metadata); the caller frees the array */
bool *cg_sites_left(LLVMModuleRef m);
/* what only weak references of the type data reach (the panic printer's tests, descriptors' itab
   lists, itabs' method entries: cg_prune.c) made unreachable, for LLVM's globaldce; once, on the
   module cg_program made, after package initialisation at compile time */
void cg_prune(LLVMModuleRef m);
/* before package initialisation at compile time: the fields the code it can run writes (what its
   objects hold once they are static data), for cg_prune's field facts (cg_params.c) */
void cg_params_before_init(LLVMModuleRef m, const char *init_fn, const char *stop_fn);

/* ================================================================ interp/ */
/* package initialisation at compile time, on the module codegen made */

/* ---------------------------------------------------------------- interp.c */

/* Runs init_fn (corogo_main: package initialisation) from its entry at compile time, along the
   branches it takes, up to the first instruction it cannot evaluate and that may not stay behind,
   or the call of stop_fn (main.main; NULL: none): the memory it made becomes global initialisers
   (what no store can reach afterwards: constants, in the read-only section) and the evaluated
   instructions are deleted; the rest runs at start-up. td: the module's data layout. False when
   nothing was changed (COROGO_VERBOSE in the environment: what ran and why it stopped). */
bool interp_package_init(LLVMModuleRef mod, LLVMTargetDataRef td, const char *init_fn, const char *stop_fn);

/* ================================================================ transform/ */
/* module-level work around LLVM's passes: frames and pools, the resume fast path, stack checks */

/* ---------------------------------------------------------------- passes.c */

/* optlevel: 0, 1, 2, 's' or 'z'. Runs the LLVM pipeline (coroutine passes included). */
bool passes_run(LLVMModuleRef m, LLVMTargetMachineRef tm, int optlevel);
/* LLVM's globaldce alone: under -heap=none, the functions only package initialisation called
   (run at compile time) go before frames.c checks that nothing allocates, even at -O0 */
void passes_globaldce(LLVMModuleRef m, LLVMTargetMachineRef tm);
void bigcopy_run(LLVMModuleRef m); /* big aggregate load+store copies become memcpy (bigcopy.c) */
/* before the passes, after bigcopy_run: the ramp of a coroutine only ever started with go suspends
   right after coro.begin and each go statement resumes it at once (gostart.c); the ramps changed */
int gostart_run(LLVMModuleRef m);
/* the function attribute gostart_run gives such a ramp (CoroSplit copies it to the resume function,
   whose suspend index 0 is then the goroutine's start, never a yield loop: fastpath.c) */
#define GOSTART_ATTR "corogo-gostart"
/* after the pipeline: a stack slot with a llvm.dbg.declare left in such a goroutine's resume function
   gets a location only after its writes, never on a path from a resume (gostart.c) */
void gostart_locals(LLVMModuleRef m);
/* after the pipeline: results of more than regs bytes of internal functions through the caller's
   temporary (bigcopy.c) */
void bigcopy_results(LLVMModuleRef m, unsigned long long regs);

/* ---------------------------------------------------------------- pow10tab.c */

/* after the pipeline at -Os and -Oz: an internal constant table of 128-bit mantissas of powers of
   ten (strconv's detailedPowersOfTen) read only word by word becomes every twentieth entry, two
   bits per entry and calls of rt_pow10tab_word, where the generator gives back every entry; the
   number of tables replaced */
int pow10tab_run(LLVMModuleRef m);

/* ---------------------------------------------------------------- tablecut.c */

/* after the pipeline (passes_run): an internal constant array of structs read only field by field
   keeps only the fields some load reads; the number of arrays narrowed */
int tablecut_run(LLVMModuleRef m);

/* ---------------------------------------------------------------- tablepack.c */

/* a packed table of integer records for tablecut.c: each field's encoding and place in a record */
#define TABLEPACK_MAX 64
#define TABLEPACK_DSPLIT 3
typedef struct PackField {
    int enc, sext, ref;               /* encoding, sign extension, REL: the field it is relative to */
    unsigned w, off, bits, dictw;     /* stored bytes, offset in the record, the field's bits */
    unsigned long long k, c0, c1, nd; /* SPLIT: the record where C0 becomes C1; DICT: values */
    unsigned long long *dvals;
    LLVMValueRef dict;
    int dsplits;                                   /* DICT entries stored split: the changes */
    unsigned long long dk[TABLEPACK_DSPLIT], dc[TABLEPACK_DSPLIT + 1]; /* at entry dk[j], dc[j + 1] */
} PackField;
typedef struct TablePack {
    int nf;
    unsigned stride, align;
    unsigned long long n;
    LLVMValueRef global; /* the packed records */
    PackField f[TABLEPACK_MAX];
} TablePack;
/* the packed table named name of n records of nf integer fields of bits[f] bits, vals[f * n + e]
   the value of field f in record e (zero-extended), if it and its dictionaries take fewer than
   budget bytes; false (and nothing added to m) if not */
bool tablepack_plan(TablePack *p, LLVMModuleRef m, const char *name, unsigned long long n, int nf,
                    const unsigned *bits, const unsigned long long *vals, unsigned long long budget);
/* at b: the value of field f of record idx */
LLVMValueRef tablepack_load(TablePack *p, LLVMBuilderRef b, LLVMValueRef idx, int f);
void tablepack_free(TablePack *p);

/* ---------------------------------------------------------------- frames.c */

/* -gc=: the Go heap (docs/memory.md "Heap modes") */
enum { GC_DEFAULT, GC_CONSERVATIVE, GC_LEAKING };

typedef struct FramesOptions {
    int default_pool;           /* -pool=N: slots per go target (0: the default, docs/memory.md) */
    long long general_pool;     /* -general-pool=SIZE: bytes (-1: default when needed, else 0) */
    long long heap;             /* -heap=SIZE: arena bytes (-1: default when the program allocates) */
    bool heap_none;             /* -heap=none */
    int gc;                     /* -gc=: GC_DEFAULT (conservative when the program allocates) */
    long long ram_size;         /* the board's RAM: the general pool's default is at most an eighth */
} FramesOptions;

/* once at startup, before any pass: turn on LLVM's coro-elide remarks */
void frames_init(void);
/* before the passes: collect the remarks of this context and count its errors (diag_count: the build
   fails); remember where await thunks are called */
void frames_watch(LLVMContextRef ctx);
/* after the object was emitted: the stack frame LLVM's back end gave function fn (its prologue's
   reservation, saved registers and spills included), -1 if it emitted none */
long frames_stack_bytes(const char *fn);
void frames_before_passes(LLVMModuleRef m);
/* after the passes: define every go target's pool from its real frame size, the general frame
 * pool and the arena (an inconsistency is an internal error: diag_internal) */
bool frames_run(LLVMModuleRef m, Program *prog, const FramesOptions *o);
/* after frames_run: does the firmware get the collector (gc.c) rather than the arena (arena.c)? */
bool frames_collected(void);
/* after the link: text/data/bss, flash and RAM of the ELF; full: one line per $coro function with
 * its frame size and where it lives, and the coroutine RAM */
/* what the linker made of the memory map (builder/link.c reads it from the ELF): the main stack and
   its guard, the collected heap; a have_ flag is false where the ELF has none */
typedef struct LinkedMemory {
    bool have_stack, have_heap;
    unsigned long stack, guard, heap;
    const char *stack_use; /* the worst-case stack line (builder/stackdepth.c), or NULL */
} LinkedMemory;
void frames_report(FILE *out, const char *elf, const LinkedMemory *lm, bool full);

/* ---------------------------------------------------------------- debugtab.c */

/* with -g, after the frames: ".debug_corogo" (not loaded), each coroutine's suspend index, suspend
   points (line, blocking call) and frame variables, for the gdb extension (docs/debugging.md) */
void debugtab_run(LLVMModuleRef m, const Program *prog, LLVMTargetDataRef td);

/* ---------------------------------------------------------------- fastpath.c */

/* after frames_run: a resume entry of its own ("X$coro.resume.fast") for a yield path that calls
   nothing, so that it saves no callee-saved register; the number of functions given one */
int fastpath_run(LLVMModuleRef m, int optlevel);

/* ---------------------------------------------------------------- stackcheck.c */

/* after the passes: a stack limit check at the entry of every function with over 512 bytes of
   locals (too big for the stack guard alone); the number of functions checked */
int stackcheck_run(LLVMModuleRef m);

/* ---------------------------------------------------------------- panicsites.c */

/* last before the back end: corogo_panic_sites and corogo_panic_names keep only the sites the
   surviving code stores into rt_panic_site, renumbered densely (unchanged where a number cannot be
   followed), then written in their compact form (a word per site, the names in one string) */
void panicsites_run(LLVMModuleRef m);

/* ================================================================ builder/ */
/* boards, linking, running, and the driver that runs the stages in order */

/* ---------------------------------------------------------------- target.c */

typedef struct Board {
    const char *name;
    const char *dir;            /* boards/<name> */
    const char *description;
    const char *llvm_target;    /* "thumbv7m-none-eabi", "riscv32-unknown-none-elf" */
    const TypeLayout *layout;   /* its sizes and alignments (types.c's table, by llvm_target) */
    const char *cpu;
    const char *features;
    const char *abi;            /* "" or "ilp32" (RISC-V target-abi) */
    const char *fpu;            /* "fpu": "none" (float32/float64 in libgcc's soft float) or the
                                   FPU the "features" enable, which the backend then uses */
    const char *arch;           /* runtime port: "cortex-m" or "riscv" */
    const char *libc;           /* "picolibc" or "newlib" */
    const char *linkerscript;   /* absolute path */
    const char *link_rsp;       /* absolute path of build/runtime/<board>/link.rsp */
    const char **emulator;      /* argv, "{}" stands for the ELF */
    int nemulator;
    long long flash_origin, flash_size, ram_origin, ram_size;
    long long stack_size;       /* "stack-size": bytes of the main stack (0: the linker script's) */
    const char **cflags;        /* optional "cflags": clang flags for user .c files (driver) */
    int ncflags;
    const char **emulator_icount; /* optional "emulator-icount": extra emulator args for run -icount */
    int nemulator_icount;         /* (deterministic time: QEMU -icount shift=0,sleep=off) */
    const char **tags;          /* "tags": build tags (its name with '_' for '-', CPU family) */
    int ntags;
    const char *goos, *goarch;  /* "goos", "goarch": the GOOS and GOARCH go list selects files
                                   with (a 32-bit little-endian one whose portable files Go's
                                   library builds: linux and arm for every board, as TinyGo) */
    const char *chip;           /* "chip": the microcontroller or core ("FE310"), for corogo targets */
    long long uf2_family_id;    /* "uf2-family-id": UF2 images carry it (0: none) */
    const char *runtime;        /* "runtime": whose build/runtime/<board> it links (itself by default) */
    const char **flash;         /* "flash": the programmer's argv, "{hex}" "{elf}" "{bin}" "{uf2}"
                                   standing for the image (corogo flash) */
    int nflash;
    int timer_irq;              /* "timer-irq": the external IRQ of the port's deadline timer, which
                                   programs may not handle (-1, the default: none, e.g. SysTick) */
    int irq_count;              /* "irq-count": external IRQs of the port's table (default: 32 on
                                   Cortex-M, 64 PLIC sources on RISC-V) */
} Board;

const Board *target_load(const char *name);   /* NULL after printing an error */
/* the tags and GOOS/GOARCH a build for b uses: the board's tags, "baremetal", "corogo" and extra (-tags) */
void target_build_tags(const Board *b, const char *const *extra, int nextra, BuildTags *out);
void target_list(FILE *out);                  /* corogo targets */
LLVMTargetMachineRef target_machine(const Board *b, int optlevel);
/* set the module's triple, data layout (and "target-abi" flag) for the board; main.c calls it
 * right after cg_program, before the passes */
void target_configure_module(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b);

/* ---------------------------------------------------------------- link.c */

/* Emit the object and link it with the board's runtime, libc and libgcc into 'elf_out', with a
   main stack of stack_size bytes (0: the board's "stack-size", else the linker script's). */
/* allocator: the Go allocator's archive, libcorogo_rt_<allocator>.a beside link.rsp: "gc" or
   "gc_oz" (the collector, compiled -Os or -Oz; its heap capped at heap_size bytes when > 0) or
   "leaking" (the arena) */
/* syms: the C symbols the program's body-less functions are linked to (//go:linkname), with the
   position of the function: an undefined one is reported there instead of as lld's error */
typedef struct LinkSym {
    const char *name, *func;
    Pos pos;
} LinkSym;
bool link_firmware(LLVMModuleRef m, LLVMTargetMachineRef tm, const Board *b, long long stack_size,
                   const char *allocator, long long heap_size, const char *elf_out, const char **extra_inputs,
                   int nextra, const LinkSym *syms, int nsyms);
/* links the last link_firmware's inputs again with a stack guard of guard_size bytes (a power of two;
   the linker scripts' default is 1 KiB), same output; false after printing an error */
bool link_guard(const Board *b, unsigned long guard_size);
/* the collected heap of a linked ELF (__heap_start .. __heap_end), in bytes; false if it has none */
bool link_heap_size(const char *elf, unsigned long *bytes);
/* the main stack of a linked ELF and the guard below it, in bytes; false if it has none */
bool link_stack_size(const char *elf, unsigned long *stack, unsigned long *guard);
/* every function symbol of the linked firmware with its size in bytes of flash */
bool link_func_sizes(const char *elf, void (*fn)(const char *name, unsigned long size, void *ctx), void *ctx);
/* every symbol of the linked firmware: fn(name, value, size, st_info, ctx) */
typedef void (*LinkSymFn)(const char *name, unsigned long value, unsigned long size, unsigned info, void *ctx);
bool link_symbols(const char *elf, LinkSymFn fn, void *ctx);
/* every aligned word of the allocated sections that hold data, not code: fn(address, word, ctx) */
bool link_data_words(const char *elf, void (*fn)(unsigned long addr, unsigned long word, void *ctx), void *ctx);
/* the ELF's entry point (entry may be NULL) and the n 32-bit words at address addr of an allocated
   section; false when the file or the address is not there */
bool link_read_words(const char *elf, unsigned long addr, unsigned long *words, int n, unsigned long *entry);
/* the data symbol's bytes in the ELF file set to data[0..n-1] and zeros after (in place: `corogo
   test` writes a run's flags into its image); false when the symbol is missing or smaller than n */
bool link_patch(const char *elf, const char *symbol, const void *data, unsigned long n);
/* a private temporary directory for this run (mkdtemp), removed at exit; an "owner" file in it
   holds this process's id */
const char *link_tempdir(void);
/* `corogo clean`: remove the temporary directories ($TMPDIR/corogo-XXXXXX) that runs left behind
   (COROGO_KEEP_TEMP, a killed run): those whose owner process no longer exists. Prints what it
   removed; the number removed, -1 on an error. */
int link_clean(FILE *out);
/* 'name' on PATH, else 'fallback' (may be NULL); NULL after printing an error */
const char *link_find_tool(const char *name, const char *fallback);
/* run argv (argv[0] a path) without a shell, stdio inherited; its exit status or -1 */
int link_spawn(const char *const *argv);
/* the same with its standard output written to outfile */
int link_spawn_to(const char *const *argv, const char *outfile);
/* compile a user .c file for the board with clang-19 (the runtime's flags) into 'obj' */
bool link_compile_c(const Board *b, const char *src, const char *obj);
/* llvm-objcopy-19 -O format ("binary", "ihex") elf out */
bool link_objcopy(const char *elf, const char *out, const char *format);

/* ---------------------------------------------------------------- test.c */

/* `corogo test -target=B [flags] [package directories]`: the exit status (docs/testing.md) */
int test_command(int argc, char **argv);

/* ---------------------------------------------------------------- stackdepth.c */

/* the worst-case depth of the main stack, from the linked firmware (docs/memory.md, "Worst-case
   stack use") */
typedef struct StackUse {
    bool known;   /* the analysis ran */
    bool bounded; /* no recursion, unresolved indirect call or dynamic frame: total is the worst case */
    unsigned long main, irq, total; /* the reset entry's chain, the interrupts on top, their sum */
    unsigned long max_frame; /* the largest frame a function or exception entry can push at once
                                without checking the stack limit first: what the guard must cover */
} StackUse;
typedef struct StackIR StackIR;
/* before the object is emitted: what the module's indirect calls can reach */
StackIR *stackdepth_ir(LLVMModuleRef m);
/* after the link (and after frames_stack_bytes has LLVM's frames): false if it could not run */
bool stackdepth_run(const char *elf, const Board *b, const StackIR *ir, StackUse *use);
/* "stack use: at most N of S bytes (...)" for the -size reports (NULL before a run) */
char *stackdepth_line(unsigned long stack);
/* -size=full: the deepest chain of each entry, frame by frame, and what makes it unbounded */
void stackdepth_report(FILE *out);

/* ---------------------------------------------------------------- uf2.c */

/* the ELF's loadable segments as a UF2 image (256-byte pages, one per 512-byte block); family_id 0:
   none. false after printing an error */
bool uf2_write(const char *elf, const char *out, uint32_t family_id);

/* ---------------------------------------------------------------- run.c */

/* Run the ELF under the board's emulator; console to stdout; returns the firmware's exit status,
 * 124 after a timeout (message printed), or -1 if the emulator could not start. */
int run_firmware(const Board *b, const char *elf, int timeout_seconds);
/* the same with 'extra' appended to the emulator's argv ("{}" replaced there too) */
/* `corogo gdb` (gdb.c): the emulator stopped with its gdbstub on a free port, gdb-multiarch on
   the ELF with corogo's extension, stopped at main.main; script: gdb runs it in batch mode (NULL:
   interactive). gdb's exit status. */
int gdb_firmware(const Board *b, const char *elf, const char *script);
int run_firmware_args(const Board *b, const char *elf, int timeout_seconds, const char **extra,
                      int nextra);

/* ---------------------------------------------------------------- build.c */

/* the stages of a build, in order; an observer hears each one completed */
typedef enum BuildStage {
    BUILD_PARSED,   /* lexed and parsed without errors */
    BUILD_CHECKED,  /* type-checked */
    BUILD_TAINTED,  /* call graph and taint, -heap=none check */
    BUILD_CODEGEN,  /* module generated, configured for the board, verified */
    BUILD_PASSES,   /* LLVM pipeline at the -O level */
    BUILD_FRAMES,   /* frame pools and arena placed, verified */
    BUILD_LINKED,   /* object emitted and linked (and converted to .bin/.hex) */
    BUILD_NUM_STAGES
} BuildStage;

typedef struct BuildOptions {
    const Board *board;
    /* the Go program, loaded by package.c with tags: the main package from a directory (dir) or
       from files, its imports from the module and runtime-baremetal/lib; or, for the fuzzer, the
       main package's sources already read (go) */
    const char *dir;
    const char *const *go_files;
    int ngo_files;
    const SrcFile *const *go;
    int ngo;
    const BuildTags *tags;
    const char *const *c_files, *const *obj_files, *const *ir_files;
    int nc, nobj, nir;
    const char *base;           /* the package's name for outputs: base.elf, base.ll */
    const char *out;            /* -o (NULL: from base) */
    int optlevel;               /* 0, 1, 2, 's', 'z' */
    int pool;                   /* -pool=N (0: default) */
    long long general_pool, heap; /* -1: the default */
    long long stack_size;       /* -stack-size=N (0: the board's) */
    bool heap_none;
    int gc;                     /* -gc=: GC_DEFAULT, GC_CONSERVATIVE, GC_LEAKING */
    const char *size;           /* NULL, "short" or "full" */
    const char *print_allocs;   /* -print-allocs=REGEX (NULL: none) */
    bool verify, print_taint, print_ir, emit_llvm, emit_llvm_after;
    bool init_at_startup;       /* -init-at-startup: no interp_package_init */
    bool run;                   /* corogo run: the ELF goes to the temporary directory */
    bool panic_trap;            /* -panic=trap */
    bool no_debug;              /* -no-debug: no DWARF for Go code */
    const char *main_name;      /* -main-package=NAME: the main package's files name it (corogo test) */
    const char *deps;           /* -deps=FILE: every Go file loaded, one path a line (corogo test) */
    const char *const *xvars;   /* -ldflags "-X importpath.name=value ..." */
    int nxvars;
    void (*reached)(BuildStage stage, void *arg); /* may be NULL */
    void *reached_arg;
} BuildOptions;

/* `corogo build`: every stage from parse to link (see build.c); 0, 1 (errors in the program or a
 * failed link) or 3 (internal error). *elf: the linked ELF, NULL when a -print/-emit option
 * stopped the build early. Once per process. */
int build_firmware(const BuildOptions *o, const char **elf);

#endif

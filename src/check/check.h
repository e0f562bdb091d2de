/* check.h - the type checker's private interface, shared by its files and by nothing else:
 * exact constants (const.c), type helpers (types.c), scopes, package-level objects and the
 * checker's state (check.c), imports and exported names (check_pkg.c), expressions (check_expr.c),
 * statements (check_stmt.c) and the intrinsics of the library packages (packages.c). The
 * public entry points are in the check.c banner of corogo.h. */
#ifndef COROGO_CHECK_H
#define COROGO_CHECK_H

#include "corogo.h"

/* The checker's diagnostics are collected and printed sorted by position when check_program
 * ends, as the Go compiler does (unused imports first, not last). check_errors() counts the
 * collected ones too. */
void check_error(Pos pos, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
int check_errors(void);
#define diag_error check_error

/* ---------------------------------------------------------------- const.c */

/* A fixed-width two's complement integer wide enough for the product of two 512-bit values (and
 * of two float constant components, const_float.c).
 * Untyped integer constants are kept within 512 bits (Go's compilers use the same bound). */
#define BIG_LIMBS 136
#define CONST_MAX_BITS 512
typedef struct Big {
    uint32_t w[BIG_LIMBS]; /* little endian */
} Big;

typedef enum CKind { K_NONE, K_INT, K_BOOL, K_STRING, K_FLOAT, K_COMPLEX } CKind;

typedef struct Const {
    CKind kind;
    Big b;          /* K_INT; K_FLOAT: the numerator */
    Big d;          /* K_FLOAT: the denominator (odd, > 0); the value is b/d * 2^e */
    int e;
    struct Const *re, *im; /* K_COMPLEX: the real and imaginary parts (K_FLOAT) */
    bool bv;        /* K_BOOL */
    const char *s;  /* K_STRING */
    int slen;
} Const;

void big_from_i64(Big *r, int64_t v);
void big_from_u64(Big *r, uint64_t v);
bool big_is_neg(const Big *a);
bool big_is_zero(const Big *a);
int big_cmp(const Big *a, const Big *b);
void big_add(Big *r, const Big *a, const Big *b);
void big_sub(Big *r, const Big *a, const Big *b);
void big_neg(Big *r, const Big *a);
void big_mul(Big *r, const Big *a, const Big *b);
void big_quo(Big *r, const Big *a, const Big *b); /* truncating; b != 0 */
void big_rem(Big *r, const Big *a, const Big *b);
void big_and(Big *r, const Big *a, const Big *b);
void big_or(Big *r, const Big *a, const Big *b);
void big_xor(Big *r, const Big *a, const Big *b);
void big_andnot(Big *r, const Big *a, const Big *b);
void big_not(Big *r, const Big *a);
void big_shl(Big *r, const Big *a, unsigned n); /* n <= BIG_LIMBS*32 */
void big_shr(Big *r, const Big *a, unsigned n); /* arithmetic */
int big_bitlen(const Big *a);                   /* bits of |a| */
uint64_t big_low64(const Big *a);
bool big_fits(const Big *a, int bits, bool is_signed);
char *big_string(const Big *a);                 /* decimal */
/* parse a Go integer literal (0x, 0o, 0b, leading 0, '_') of at most CONST_MAX_BITS bits */
int big_parse(Big *r, const char *s, int len); /* 0 ok, 1 malformed, 2 too large */

Const *const_int(const Big *b);
Const *const_i64(int64_t v);
Const *const_bool(bool v);
Const *const_string(const char *s, int slen);
char *const_string_repr(const Const *c); /* 300, true, "abc" (quoted like Go), 2.5 */

/* const_float.c: K_FLOAT values, exact rationals (untyped float constants and, rounded to their
   type, typed ones) */
int const_float_parse(Const **out, const char *s, int len); /* 0 ok, 1 malformed, 2 too large */
Const *const_to_float(const Const *x);                      /* K_INT or K_FLOAT -> K_FLOAT */
Const *const_float_binop(int op, const Const *x, const Const *y); /* T_ADD, T_SUB, T_MUL, T_QUO */
Const *const_float_neg(const Const *x);
int const_float_sign(const Const *x);
int const_float_cmp(const Const *x, const Const *y);
bool const_float_is_int(const Const *x, Big *out); /* an integer (of at most 513 bits): *out */
bool const_float_is_int_bits(const Const *x, Big *out, int maxbits); /* an integer of at most maxbits bits */
/* the nearest float64 (f32: float32) value, ties to even; *overflow when it is infinite */
double const_float_round(const Const *x, bool f32, bool *overflow);
Const *const_from_double(double v);                  /* finite v, exactly */
char *const_float_repr(const Const *c);              /* Go's %.6g rendering in messages */

/* ---------------------------------------------------------------- types.c */

extern Type type_invalid;
#define T_INVALID (&type_invalid)

/* a cheap recursion guard for pathological types (the checker refuses cycles but stay safe) */

/* LOOK_IMETHOD: a method of an embedded interface field (path: the fields to it; recv_at: the
   interface type; imethod: the method's index among the interface's fields; type: its type) */
typedef enum LookKind { LOOK_NONE, LOOK_FIELD, LOOK_METHOD, LOOK_IMETHOD, LOOK_AMBIGUOUS } LookKind;
typedef struct Lookup {
    LookKind kind;
    int *path;          /* field indices */
    int npath;
    Type *type;         /* FIELD: the field's type */
    Method *method;     /* METHOD */
    Type *recv_at;      /* METHOD: the type of the value reached by 'path' (T or *T) */
    bool indirect;      /* a pointer was followed on the way (or at the start) */
    int imethod;        /* IMETHOD */
} Lookup;
/* t's field or method 'name' that the package being checked may refer to (Go's rule: an
   unexported name of another package is not found) */
Lookup type_lookup(Type *t, const char *name);
Lookup type_lookup_all(Type *t, const char *name); /* also the names the package may not refer to */

/* ---------------------------------------------------------------- check.c */

typedef struct Scope Scope;

typedef enum ObjState { OBJ_TODO, OBJ_ACTIVE, OBJ_DONE } ObjState;

typedef struct DeclNode DeclNode;
typedef struct Generic Generic;

/* Every Symbol the checker creates is the head of an Obj. */
typedef struct Obj {
    Symbol s;
    bool pkglevel;
    const char *unsupported; /* universe names of unsupported features: the error to report */
    Const *cval;          /* CONST: the exact value */
    bool is_iota;
    ObjState state;
    int order;            /* declaration order (package level) */
    Scope *fscope;        /* package level: the file scope to resolve in */
    VarSpec *spec;        /* VAR/CONST */
    int idx;              /* index in spec */
    TypeSpec *tspec;
    DeclNode *node;       /* VAR: its init node; FUNC: its function's node */
    /* methods declared on this type name, collected before the type is built */
    Method *methods;
    int nmethods, capmethods;
    Pos decl_pos;
    Generic *generic;     /* a generic function or type: its type parameters and instances */
} Obj;

struct Scope {
    Scope *parent;
    Obj **objs;
    int n, cap;
    int *index;       /* a big scope (a package's): open hash of objs indices by name (-1: empty) */
    int index_cap, indexed; /* slots; objs[0..indexed) are in it */
    bool is_func;     /* the outermost scope of a function (params, results, body) */
    bool is_file;
    Obj **dots;       /* a file's: the packages it dot-imports (import . "p"), for their use */
    int ndots, cdots;
};

/* nodes of the package initialisation graph: a package-level variable (or a var spec initialised
 * from one multi-valued expression) or a function */
struct DeclNode {
    bool is_func;
    FuncDecl *func;
    VarSpec *spec;        /* var: the spec to initialise (possibly a one-name split) */
    Obj *var;             /* var: the first variable */
    int order;
    DeclNode **deps;
    int ndeps, capdeps;
    DeclNode **depset;    /* many deps (main calling 10,000 functions): an open hash set of them */
    int depset_cap;
    bool emitted, cycle_reported;
    int mark;
    int scc_stamp, scc_index, scc_low, scc; /* init_order's strongly connected components */
    bool scc_on_stack;
};

typedef struct Checker {
    Program *prog;
    Package *cur;             /* the package being checked (one at a time, imports first) */
    Scope *universe, *pkg;
    /* the function being checked (a literal's while its body is checked inside its encloser's;
       the rest of a body's context is check_stmt.c's FuncCtx, pushed and popped with it) */
    FuncDecl *fn;
    DeclNode *cur_node;       /* dependency recording target (var initialiser or function) */
    int iota;                 /* -1: not in a const declaration */
    int depth;                /* expression recursion guard */
    int order_counter;
    DeclNode **nodes;
    int nnodes, capnodes;
    struct Obj *type_stack[256];  /* named types under construction (cycle reports) */
    bool type_stack_direct[256];
    int ntype_stack;
    int indirect;                 /* > 0: inside a pointer/slice/func type */
    int constraint;               /* > 0: resolving a constraint (comparable, unions allowed) */
    Expr *decl_rhs;               /* the right side of the type declaration being resolved (may be
                                     a constraint interface) */
    int cap_globals, cap_funcs, cap_inits;
    int first_func;               /* the current package's first entry in Program.funcs */
    Expr *callee_ident;           /* the identifier being checked as the callee of a call */
} Checker;

extern Checker *ck;

Scope *scope_new(Scope *parent);
Obj *scope_lookup_local(Scope *s, const char *name);
Obj *scope_lookup(Scope *s, const char *name);
Obj *obj_new(SymKind kind, const char *name, Pos pos, Type *type);
bool scope_declare(Scope *s, Obj *o); /* reports a redeclaration */

void resolve_obj(Obj *o);
Pos check_func_name_pos(const FuncDecl *fd);
/* lazily finish a package-level object */
Type *resolve_type(Expr *e, Scope *sc); /* a type expression -> Type (T_INVALID after an error) */
Type *func_signature(FuncSig *sig, Scope *sc);   /* parameter and result types */
void check_duplicate_params(const FuncSig *sig); /* a function type's: a name used twice */
bool check_builtin_has_value(const Expr *call); /* append, len, ...: not a statement of its own */
void func_resolve_type(FuncDecl *fd);   /* FuncDecl.type & co. */
DeclNode *node_of_func(FuncDecl *fd);
DeclNode *check_node_new_func(FuncDecl *fd);   /* a node of the initialisation graph for fd */
void record_dep_func(FuncDecl *fd);
void record_dep_var(Obj *o);

/* constants attached to expressions while checking */
Const *expr_const(const Expr *e);
void expr_set_const(Expr *e, Const *c);

/* ---------------------------------------------------------------- check_expr.c */

void check_expr(Expr *e, Scope *sc);            /* value or type; leaves untyped results */
void check_rvalue(Expr *e, Scope *sc);          /* a single value (not a type, not a tuple) */
/* make e (already checked) usable as a value of type t; context e.g. "assignment"; t NULL:
 * default type (context used in "use of untyped nil in ..."). false after an error. */
bool assign_to(Expr *e, Type *t, const char *context);
void finalize(Expr *e, Type *t);                /* give untyped e its final type t */
bool default_to(Expr *e, const char *context);  /* untyped e -> its default type, range-checked */
bool representable(Const *c, Type *t, bool *overflow);
void set_cv(Expr *e, Const *c, Type *t);
char *operand_string(const Expr *e);
char *type_string_written(Type *t, const Expr *te); /* t as te spells it: byte, rune kept */
bool expr_invalid(const Expr *e);
bool expr_is_const(const Expr *e);
bool expr_addressable(const Expr *e);
void add_local(Symbol *s);

/* helpers shared by check_expr.c and check_call.c */
void invalid(Expr *e);
bool check_untyped_shift(Expr *e); /* check_expr.c: 1.0 << s, not constant, still untyped */
Pos expr_start(const Expr *e);          /* leftmost position: where Go reports operands */
Type *type_no_value(void);                   /* the type of a call without results */
bool untyped_compatible(Type *ut, Type *t);
bool assignable(Type *v, Type *t);
void check_selector(Expr *e, Scope *sc);
void rvalue_post(Expr *e);              /* check_rvalue's tests on a checked expression */
void check_composite(Expr *e, Scope *sc, Type *hint);
/* is v an element {...} whose type is elided (also one an earlier check made &T{...} of, which it
   turns back into {...}: statements check their operands twice) */
bool check_elided_lit(Expr *v);

/* ---------------------------------------------------------------- check_defer.c */

void check_defer(Stmt *s, Scope *sc);
/* the statement being checked may run more than once in one call of its function: it is in a
   for or range loop, or after a label (a goto may jump back) */
bool check_stmt_repeats(void);
/* go/defer x: x must be a call (checked and returned without parentheses), else NULL */
Expr *check_go_defer_call(Stmt *s, Scope *sc, const char *what);
void check_recover(Expr *e);             /* recover(): its type, and the function calls it */
Type *check_runtime_error_type(void);          /* runtime.Error (check_defer.c) */
Type *check_empty_iface(void);                 /* interface{}: panic's parameter, recover's result */

/* ---------------------------------------------------------------- check_pkg.c */

Scope *pkg_members(const char *path);
void check_dot_used(Scope *fs, Obj *o); /* o, found in file scope fs: a use of its dot import */
const char *check_dot_package(Scope *fs, Obj *o);
const char *check_dot_position(Scope *fs, Obj *o); /* its declaration, "$GOROOT/src/..." as go1.19 */ /* "package p (\"path\")" that dot-imported o */   /* a built-in package's scope (runtime), or NULL */
/* the builtins of package path (runtime: Gosched, NumGoroutine) added to its Go scope s */
void check_pkg_builtins(const char *path, Scope *s);
void check_collect_import(Import *im, Scope *file_scope);
void check_imports_used(const Package *p); /* "imported and not used" */
Obj *package_of(Expr *x, Scope *sc);    /* x names an imported package */
/* pkg.name -> member, NULL after an error (an unexported one is undefined, like Go) */
Obj *qualified(Expr *e, Obj *pkg);
/* e is pkg.Name used as a value or type: checked (true), or e->x is no package (false) */
bool check_qualified_selector(Expr *e, Scope *sc);
bool check_exported(const char *name);  /* starts with an upper-case letter */
/* may the package being checked refer to 'name' declared in package 'pkgpath' (NULL: unknown) */
bool check_visible(const char *pkgpath, const char *name);
/* ", but does have Name" when t has the member with its first letter's case flipped, else "" */
const char *check_case_hint(Type *t, const char *name);

/* ---------------------------------------------------------------- check_call.c */

void check_call(Expr *e, Scope *sc);
/* the call e of fd (fn its function expression); args_checked: its arguments are checked already */
void check_direct_call(Expr *e, Scope *sc, FuncDecl *fd, Expr *fn, bool args_checked);
/* the receiver of method l (looked up on x): x, or for a promoted method a synthetic selector of
   the embedded field that declares it */
Expr *check_method_recv(Expr *x, const Lookup *l, Pos pos);

/* ---------------------------------------------------------------- check_chan.c */

bool check_is_recv(const Expr *e);           /* <-c (parenthesised or not) */
void check_recv(Expr *e, Scope *sc);         /* the unary <- */
/* v (checked) is a receive on the right of a 2-variable assignment: it becomes the two-valued
   (value, ok) expression; false when it is not such a receive */
bool check_comma_ok(Expr *v, int nlhs);
void check_send(Stmt *s, Scope *sc);
void check_make(Expr *e, Scope *sc);
void check_close(Expr *e);                   /* its argument already checked */
bool check_select_comm(const Stmt *comm);    /* a send, a receive or a receive assignment */
void check_chan_type_written(Type *elem, Pos pos); /* chan T at pos: T's size judged later */
void check_chan_elems(void);                 /* once every type is complete: elements < 64 KiB */

/* ---------------------------------------------------------------- check_map.c */

Type *check_map_type(Expr *e, Scope *sc);    /* map[K]V (E_MAPTYPE) */
void check_map_keys(void);                   /* once every type is complete: keys comparable */
bool check_is_map_index(const Expr *e);      /* m[k] of a map (checked; parentheses allowed) */
void check_map_index(Expr *e, Scope *sc);    /* m[k], e->x checked and a map */
void check_map_literal(Expr *e, Scope *sc, Type *t); /* the elements of a map composite literal */
void check_make_map(Expr *e);                /* make(map[K]V[, n]) once check_make checked T */
void check_delete(Expr *e);                  /* its arguments already checked */
/* e, the left side of an assignment, is not addressable: 1 it is a map index (assignable), -1 it is
   a struct field of one (reported: Go's message), 0 neither */
int check_map_lhs(Expr *e);
bool check_same_const(const Const *a, const Const *b); /* check_stmt.c: equal constant values */
bool check_same_key(Expr *a, Expr *b);  /* check_stmt.c: the same constant case or key (and dynamic type) */
Expr *check_iface_operand(Expr *e);     /* check_stmt.c: the value an implicit interface conversion converts */

/* ---------------------------------------------------------------- check_slice.c */

void check_make_slice(Expr *e);              /* make([]T, ...) once check_make checked T */
/* a size argument of make (length, capacity, buffer): an integer, not a negative or too large
   constant (*size: its constant, or NULL); false after an error */
bool check_make_size(Expr *n, Const **size);
void check_append(Expr *e);                  /* its arguments already checked */
void check_copy(Expr *e);

/* ---------------------------------------------------------------- check_float.c */

bool check_float_representable(Const *c, Type *u, bool *overflow); /* c numeric, or u a float type */
/* the suffix of "cannot use c as T value in ...": " (truncated)", " (overflows)" or "" */
const char *check_float_suffix(const Const *c, Type *t, bool overflow);
bool check_float_set_cv(Expr *e, Const *c, Type *t); /* e->cv of a float constant or float type */
Const *check_float_typed_const(Expr *e, Const *c, Type *t); /* e's constant once typed t */
void check_float_literal(Expr *e);
/* an untyped float or complex constant where an integer is needed (an index, a size): an untyped
   int constant when integral, else Go's "2.5 (untyped float constant) truncated to int" (false) */
bool check_float_integral(Expr *e);
bool check_float_result(Expr *e, Const *c); /* a folded float constant (rounded when typed) */
bool check_float_fold(Expr *e, Const *xc, Const *yc); /* folds + - * / on floats into e */
/* the constant T(c) between numeric kinds where a float is involved (NULL: not such a
   conversion, or *failed after an error) */
Const *check_float_convert(Expr *a, Const *c, Type *t, bool *failed);

/* ---------------------------------------------------------------- check_complex.c */

/* constants: re + im*i of any two numeric constants; the parts of any numeric constant */
Const *const_complex(const Const *re, const Const *im);
void const_complex_parts(const Const *c, Const **re, Const **im);
bool const_is_zero(const Const *c);           /* a numeric constant equal to 0 */
char *const_complex_repr(const Const *c);    /* Go's "(1 + 2i)" */
/* the checker's complex rules, called where check_float.c's are (same contracts) */
bool check_complex_representable(Const *c, Type *u, bool *overflow);
bool check_complex_set_cv(Expr *e, Const *c, Type *t);
Const *check_complex_typed_const(Expr *e, Const *c, Type *t);
bool check_complex_result(Expr *e, Const *c);
bool check_complex_fold(Expr *e, Const *xc, Const *yc);
Const *check_complex_convert(Expr *a, Const *c, Type *t, bool *failed);
void check_complex_builtin(Expr *e);          /* complex, real, imag: arguments checked */

/* ---------------------------------------------------------------- check_nocopy.c */

/* e (checked) is copied in 'context' ("assignment", ...): an error when it is a lock read from a
   variable (sync.Mutex, ..., or a struct/array holding one) */
void check_nocopy(const Expr *e, const char *context);
void check_nocopy_params(const FuncDecl *fd); /* a receiver or parameter holding a lock */

/* ---------------------------------------------------------------- check_minmax.c */

void check_minmax(Expr *e, const char *name);  /* min/max, arguments checked: type, constant */
void check_clear(Expr *e);                     /* clear(x), its one argument checked */

/* ---------------------------------------------------------------- check_generic.c */

Generic *check_generic_new(Obj *o, Param *tparams, int n, Scope *fscope); /* at collection */
void check_generic_template_type(Obj *o, Type *t); /* the generic type o's template t */
void check_generic_templates(Obj *o);           /* at its package's end: signature, imports used */
Type *check_generic_type(Expr *e, Scope *sc);   /* T[A, B] in a type: the instance */
bool check_generic_index(Expr *e, Scope *sc);   /* F[A] / T[A] as an expression: handled (true) */
bool check_generic_call(Expr *e, Scope *sc);    /* a call of a generic function: handled (true) */
bool check_generic_template(Expr *e, Type *t);  /* t is a generic type without [A]: reported */
bool check_generic_func_value(Expr *e, FuncDecl *fd); /* fd is a template: reported */
/* the code being checked is an instance's (or a literal in one): what Go allows in a generic body
   because it involves a type parameter (duplicate constant cases and map keys, a type assertion
   to a type argument that cannot implement the interface) is not an error there */
bool check_in_instance(void);
/* an embedded element of an interface type (a union, ~T, an embedded interface): its type set
   joins *us (the intersection of unions), comparable *cmp */
void check_generic_iface_elem(Expr *te, Scope *sc, TypeUnion **us, int *nus, int *cus, bool *cmp);
Type *check_generic_make_iface(Type *methods, TypeUnion *us, int nus, bool cmp);

/* check_clone.c: copies of a template's syntax (no checker annotations) */
FuncDecl *check_clone_func(const FuncDecl *fd);
Expr *check_clone_expr(const Expr *e);

/* ---------------------------------------------------------------- check_spread.c */

void check_spread(Expr *call);    /* f(g()), variadic f: g's values become E_SPREAD arguments */
void check_unspread(Expr *call);  /* a call checked again: its argument g() back */

/* ---------------------------------------------------------------- check_closure.c */

void check_func_value(Expr *e, FuncDecl *fd);  /* e names fd, used as a value */
void check_var_use(Expr *e, Symbol *s);        /* e names the variable s: captures, escape hints */
void check_func_lit(Expr *e, Scope *sc);       /* a function literal */
void check_method_expr(Expr *e, Type *t);      /* T.m (t: T or *T): a func value */
FuncDecl *check_method_value_form(FuncDecl *md, Expr *e); /* md, or its //corogo:funcvalue form */

/* ---------------------------------------------------------------- check_iface.c */

bool check_is_iface(const Type *t);            /* an interface type (named or not) */
Type *check_interface_type(Expr *e, Scope *sc);
Type *check_error_type(void);                  /* the universe's error */
Type *check_unsafe_pointer(void);              /* unsafe.Pointer (check_pkg.c) */
bool check_is_unsafe_pointer(const Type *t);   /* t's underlying type is unsafe.Pointer's */
void check_unsafe_builtin(Expr *e, Builtin b); /* Sizeof, Alignof, Offsetof, Add, Slice (arguments checked) */
int check_iface_method(Type *iface, const char *name); /* index in its methods, -1: none */
/* does t implement iface; else *why is Go's reason with the closing parenthesis of the message
   ("missing M method)", "wrong type for M method)\n\t\thave ...\n\t\twant ...": go1.19's words) */
bool check_implements(Type *t, Type *iface, char **why);
void check_to_iface(Expr *e, Type *t);         /* wrap e (typed) in its conversion to interface t */
/* struct type t's (or *t's; named or not) wrapper method for the method 'name' promoted from an
   embedded interface: made on first use (NULL: no such method); _find: only one made already */
FuncDecl *check_promoted_method(Type *t, const char *name);
FuncDecl *check_promoted_find(Type *t, const char *name);
void check_type_assert(Expr *e, Scope *sc);    /* x.(T) */
Type *check_type_switch_guard(Expr *guard, Scope *sc); /* x of x.(type): its interface type or NULL */
/* a case of a type switch on an interface of type it: the case's type (untyped nil for nil) */
Type *check_type_switch_case(Expr *ce, Type *it, Expr *guard, Scope *sc);

/* ---------------------------------------------------------------- check_stmt.c */

void check_func_body(FuncDecl *fd);
void check_missing_bodies(bool report); /* "missing function body", when no other error */
void check_lit_body(FuncDecl *lit, Scope *sc); /* a function literal's body, in the scope sc */
void check_local_var_spec(VarSpec *vs, Scope *sc, bool is_const); /* local var/const spec */
void check_pkg_var_node(DeclNode *n);
void resolve_local_type(Obj *o);
Scope *check_func_file_scope(FuncDecl *fd);

/* ---------------------------------------------------------------- packages.c */

/* a body-less //go:linkname function of a library package: an intrinsic (FuncDecl.pkgop set;
   a blocking one tainted) */
void packages_intrinsic(FuncDecl *fd);
/* a body-less function of Go's library (assembly there) whose C equivalent the board's C library
   has (math.archSqrt: sqrt): its linkname is set to it, and it is an intrinsic like the others */
void packages_c_body(const char *pkgpath, FuncDecl *fd);

#endif

/* cg.h - the codegen's private state, shared by cg.c (module, types, functions, package init),
 * cg_expr.c (expressions), cg_stmt.c (statements), cg_call.c (calls and builtins) and cg_coro.c
 * (the $coro version of a function: frame, suspend points, await, go). Only cg_program in corogo.h
 * is public. */
#ifndef COROGO_CG_H
#define COROGO_CG_H

#include "corogo.h"

/* a runtime function: its name, LLVM type and declaration, looked up lazily */
typedef struct RtFunc {
    LLVMTypeRef type;
    LLVMValueRef fn;
} RtFunc;

typedef struct Cg {
    LLVMContextRef ctx;
    LLVMModuleRef mod;
    LLVMBuilderRef b;
    Program *prog;
    const Board *board;
    const CgOptions *opt;

    LLVMTypeRef t_void, t_i1, t_i8, t_i16, t_i32, t_i64, t_ptr, t_token;
    LLVMTypeRef t_string;  /* {ptr, i32} */
    LLVMTypeRef t_slice;   /* {ptr, i32, i32} */
    unsigned kind_nounwind, kind_noreturn, kind_zeroext, kind_presplit, kind_noinline, kind_alwaysinline;

    bool isr_chan_any;  /* a handler's channel is no static one: rt_chan_isr_any (cg_chan.c) */
    signed char *inline_ok, *inline_leaf, *inline_never; /* cg_inline.c's decisions, per call-graph node */
    int *inline_sites, *inline_from;      /* cg_inline.c: calls of each node in suspending code, one caller */
    int *inline_size;                     /* cg_inline.c: inlined statements of an eligible node */
    int print_fmt;      /* cg_print.c: does the program print with rt_print_fmt (1, -1; 0: not known yet) */

    /* what is being generated: codegen's allocation sites (heap.c) are named after them */
    Expr *site_expr;
    Stmt *site_stmt;
    Symbol *site_box;            /* a variable being boxed (cg_closure.c) */

    /* the function being generated */
    FuncDecl *fn;
    bool coro;                   /* generating f$coro (else the sync f) */
    LLVMValueRef llfn;
    LLVMBasicBlockRef entry;     /* allocas go to its start */
    LLVMBasicBlockRef ret_bb;    /* every return branches here after storing the results */
    LLVMValueRef *result_slots;  /* one alloca per result */
    int nresults;
    /* $coro only */
    LLVMValueRef coro_id, hdl, promise;
    LLVMTypeRef promise_type;
    bool promise_next;           /* its promise has rt_promise.next: the frame can be queued */
    LLVMBasicBlockRef cleanup_bb, suspend_ret_bb;
    /* the allocas of the blocking statement being generated (cg_chan.c, cg_pkg.c): a suspend in it
       ends their lifetimes on its destroy path too, so that coro-split sees them dead at the
       shared cleanup and lets the statements' frame slots share bytes */
    LLVMValueRef *waiters;
    int nwaiters, cwaiters;
    Symbol **pinned;             /* cg_pin_locals: the function's locals kept in their frame slot */
    int npinned, cpinned;
    struct CgDefer *defer;       /* cg_defer.c: the function's defer sites (NULL: none) */
    Stmt *last_send;             /* f$coro: a send that is the body's last statement, with no
                                    results or defers (rt_chan_send_last_prepare); NULL: none */

    struct CgSites *sites;       /* cg_panic.c: the panic site table (module-wide) */
    bool caller_on;              /* cg_caller.c: the program keeps call positions */
    LLVMValueRef caller_rec;     /* cg_caller.c: the function's record {prev, site} (NULL: none) */
    int caller_calls;            /* cg_caller.c: the calls of Go code and go statements it made */
    struct CgDebug *dbg;         /* cg_debug.c: the DIBuilders (NULL: -no-debug) */
    LLVMMetadataRef dbg_scope;   /* the function being generated's DISubprogram (NULL: none) */
    int dbg_pkg;                 /* its package's index (its DIBuilder) */
    const SrcFile *dbg_src;      /* its file */
} Cg;

/* ---- cg_print.c: print/println e (its values evaluated in vals) as one rt_print_fmt call, when
   it can be and that is smaller; false: it is not, nothing was emitted */
bool cg_print_fmt(Cg *c, Expr *e, LLVMValueRef *vals);

/* ---- cg.c */
LLVMTypeRef cg_type(Cg *c, Type *t);
LLVMTypeRef cg_func_type(Cg *c, FuncDecl *f, bool coro);
/* the promise of a $coro function of type ft: {ptr parent, ptr next (only when 'next'), results...};
   next: cg_coro_promise_next. Aligned to cg_promise_align: 4, or 8 when a result needs it */
LLVMTypeRef cg_promise_type(Cg *c, Type *ft, bool next);
unsigned cg_promise_align(Type *ft);
LLVMTypeRef cg_results_type(Cg *c, Type *ft);    /* void, the one result's type, or {T1, T2, ...} */
LLVMValueRef cg_alloca(Cg *c, LLVMTypeRef t, const char *name);
/* generating a helper function (a defer thunk, an equality function, a method value's entry) in
   the middle of another: begin saves the state of the function being generated (the fields under
   "the function being generated", with the builder) and starts fn's entry block as a sync function
   with no results, defers or coroutine frame of its own; end restores it. 'fn' stays (the helper's
   allocation sites are its), and so does the module-wide state the helper added to. */
typedef struct CgHelper {
    Cg saved;
} CgHelper;
CgHelper cg_helper_begin(Cg *c, LLVMValueRef fn);
void cg_helper_end(Cg *c, const CgHelper *h);
void cg_call_ret(Cg *c, LLVMValueRef target, LLVMValueRef *args, unsigned n); /* return target(args) */
LLVMValueRef cg_const_global(Cg *c, LLVMValueRef init, const char *name); /* internal, constant, align 4 */
LLVMValueRef cg_rt(Cg *c, const char *name);     /* declaration of a runtime function (rt.h) */
LLVMValueRef cg_call_rt(Cg *c, const char *name, LLVMValueRef *args, int nargs);
LLVMValueRef cg_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int n, LLVMTypeRef *fty);
/* lifetime.start/end of an alloca (NULL: nothing): a blocking statement's waiter state and values
   are live only from the statement to its resumption, so coro-split lets the frame slots of
   different statements share bytes */
void cg_lifetime(Cg *c, LLVMValueRef alloca, bool start);
/* $coro code: the allocas of a blocking statement start to live here, and end on the destroy path
   of the statement's suspends; cg_waiters(c, NULL, 0) after the statement ends them */
void cg_waiters(Cg *c, LLVMValueRef *allocas, int n);
LLVMValueRef cg_call_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int noverloads,
                               LLVMValueRef *args, int nargs);
/* position the builder at a new block when the current one is already terminated */
void cg_ensure_block(Cg *c);
LLVMBasicBlockRef cg_block(Cg *c, const char *name);
bool cg_is_terminated(Cg *c);
LLVMValueRef cg_string_const(Cg *c, const char *s, int len);
LLVMValueRef cg_zero(Cg *c, Type *t);
/* aggregates over this many bytes are zeroed with memset and copied with memcpy (bigcopy.c, the
   same threshold): instruction selection splits a first-class aggregate into one node per element */
#define CG_BIG_AGGREGATE 64
void cg_store_zero(Cg *c, Type *t, LLVMValueRef ptr); /* *ptr = zero value of t */
LLVMValueRef cg_const(Cg *c, Type *t, const ConstVal *cv); /* NULL if not representable */
/* ---- cg_panic.c: the panic site of the expression or statement being generated (its number in
   the site table) stored in rt_panic_site, right before a call that raises a panic; false with
   -panic=trap, where the caller traps instead (cg_panic_trap) */
bool cg_panic_site(Cg *c);
/* the number of the site (the function being generated, pos's file and line) in that table: 1 and
   up; 0 when there is no position */
int cg_site_number(Cg *c, Pos pos);
void cg_panic_trap(Cg *c);

/* ---- cg_caller.c: call positions, when runtime.Caller, Callers or Stack is live */
bool cg_caller_wanted(Cg *c);
/* runtime.FuncForPC is live: cg_closure_finish lists the constant func value records by name */
bool cg_funcforpc_wanted(Cg *c);
void cg_caller_prologue(Cg *c);  /* the function's record, pushed on rt_caller_head */
void cg_caller_resumed(Cg *c);   /* after a suspend or a recovery: the record is the head again */
void cg_caller_epilogue(Cg *c);  /* popped, before the return */
void cg_caller_finish(Cg *c, bool sync); /* the record goes again if the function calls no Go code */
void cg_caller_site(Cg *c, Pos pos);
void cg_caller_exit(Cg *c, Pos end); /* the call at pos is the function's position now */
LLVMValueRef cg_caller_go_begin(Cg *c); /* a goroutine's ramp starts an empty chain */
void cg_caller_go_end(Cg *c, LLVMValueRef saved);    /* llvm.trap; unreachable */
struct CgSites *cg_panic_sites_new(void);
void cg_panic_sites_finish(Cg *c); /* corogo_panic_sites, corogo_panic_names; frees the table */
/* panic through a noreturn runtime call when cond is true */
void cg_panic_if(Cg *c, LLVMValueRef cond, const char *rtname, LLVMValueRef *args, int nargs);

/* ---- cg_debug.c: DWARF (c->dbg NULL: -no-debug, every call does nothing) */
void cg_debug_init(Cg *c);
void cg_debug_finish(Cg *c);
/* the DISubprogram of f's version c->llfn (f NULL: corogo_main), and its first location */
void cg_debug_func(Cg *c, FuncDecl *f);
void cg_debug_end(Cg *c);                 /* the function is done: the builder's location off */
void cg_debug_pos(Cg *c, Pos pos);        /* the location of what is generated next */
/* a local variable (argno > 0: parameter number argno) whose storage is the alloca slot */
void cg_debug_var(Cg *c, Symbol *s, LLVMValueRef slot, int argno);
void cg_debug_promise(Cg *c);             /* a variable "__promise" on f$coro's promise */

/* ---- cg_float.c */
/* a conversion where a float is involved (NULL: neither type is a float) */
LLVMValueRef cg_float_convert(Cg *c, LLVMValueRef v, Type *from, Type *to);
LLVMValueRef cg_float_compare(Cg *c, TokKind op, LLVMValueRef a, LLVMValueRef b);
LLVMValueRef cg_float_arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y); /* + - * / */
LLVMValueRef cg_float_incdec(Cg *c, TokKind op, LLVMValueRef x);             /* T_INC, T_DEC */
void cg_float_print(Cg *c, LLVMValueRef v);
void cg_print_value(Cg *c, LLVMValueRef v, Type *t); /* println's format (cg_call.c) */
void cg_print_str(Cg *c, const char *s);              /* print constant text (cg_call.c) */

/* ---- cg_complex.c */
LLVMValueRef cg_complex_make(Cg *c, Type *t, LLVMValueRef re, LLVMValueRef im); /* complex(re, im) */
LLVMValueRef cg_complex_part(Cg *c, LLVMValueRef z, bool imag);                  /* real(z), imag(z) */
LLVMValueRef cg_complex_arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y); /* + - * / */
LLVMValueRef cg_complex_equal(Cg *c, LLVMValueRef x, LLVMValueRef y);
LLVMValueRef cg_complex_neg(Cg *c, LLVMValueRef x);
LLVMValueRef cg_complex_incdec(Cg *c, TokKind op, LLVMValueRef x);
/* complex64 <-> complex128 (NULL: not a conversion between complex types) */
LLVMValueRef cg_complex_convert(Cg *c, LLVMValueRef v, Type *from, Type *to);
void cg_complex_print(Cg *c, LLVMValueRef z);
LLVMValueRef cg_complex_const(Cg *c, Type *t, double re, double im);

/* ---- cg_expr.c */
LLVMValueRef cg_expr(Cg *c, Expr *e);
LLVMValueRef cg_addr(Cg *c, Expr *e);          /* address of an addressable expression */
LLVMValueRef cg_addr_taken(Cg *c, Expr *e);    /* the same, for an address that leaves (&x, ...) */
/* in $coro code: an address that must stay valid across suspends keeps its alloca in the frame */
void cg_frame_escape(Cg *c, LLVMValueRef p);
LLVMValueRef cg_convert(Cg *c, LLVMValueRef v, Type *from, Type *to);
/* result i of a multi-valued call's value 'tuple' (type tt) where a value of type 'to' is wanted
   (f(g()), a, b = g(), return g(): into an interface it is converted; to NULL: as is) */
LLVMValueRef cg_spread(Cg *c, LLVMValueRef tuple, Type *tt, int i, Type *to);
LLVMValueRef cg_equal(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *t); /* i1 */
LLVMValueRef cg_string_ptr(Cg *c, LLVMValueRef s);
LLVMValueRef cg_string_len(Cg *c, LLVMValueRef s);
LLVMValueRef cg_nil_check(Cg *c, LLVMValueRef p);
LLVMValueRef cg_to_i32(Cg *c, LLVMValueRef v, Type *t); /* an index/length operand as int */
/* an index or slice bound: v as i32 (a 64-bit value out of int32's range is -1, which fails every
   check) and, when its type is 64-bit or unsigned 32-bit, the value whole for the panic message
   (wide, i64; uns: unsigned), as Go shows it ("[9876543210]", "[4294967295]", not "[-1]") */
typedef struct CgBound {
    LLVMValueRef v, wide;
    bool uns;
} CgBound;
CgBound cg_bound(Cg *c, Expr *e);
/* cond: Go's bounds panic, code RT_BOUNDS_INDEX or an RT_SLICE_* (rt.h), x the first value shown */
void cg_bounds_panic_if(Cg *c, LLVMValueRef cond, int code, CgBound x, LLVMValueRef y);

/* ---- cg_call.c */
/* a call expression; results: one value, a struct of several, or NULL for none */
LLVMValueRef cg_call(Cg *c, Expr *e);
/* e, or for string(b) of a []byte the bytes themselves when other (evaluated after e; NULL: none)
   calls nothing (cg_strview.c) */
LLVMValueRef cg_string_view(Cg *c, Expr *e, Expr *other);
/* how map keys hash a value of dynamic type t held in an interface (rt_type.key; direct: the
   value is the data word itself) (cg_map.c) */
LLVMValueRef cg_map_key_desc(Cg *c, Type *t, bool direct);
LLVMValueRef cg_map_type_desc(Cg *c, Type *mt); /* map type mt's rt_maptype */
/* the same for a value of size bytes compared and hashed as its bytes (the runtime's own values) */
LLVMValueRef cg_map_key_desc_bytes(Cg *c, int64_t size, bool direct, const char *name);
LLVMValueRef cg_minmax(Cg *c, Expr *e); /* min, max (cg_minmax.c) */
void cg_clear(Cg *c, Expr *e);          /* clear(m), clear(s) */
LLVMValueRef cg_builtin(Cg *c, Expr *e);
LLVMValueRef cg_receiver(Cg *c, Expr *e); /* a method call's or method value's receiver (recv, recv_adjust) */

/* ---- cg_stmt.c */
void cg_stmt(Cg *c, Stmt *s);
/* a switch's clauses: each case expression's match(c, s, expr, ctx) -> i1 in order, default last;
   in a clause, enter (when not NULL) runs before its body; fallthrough; break leaves */
typedef LLVMValueRef (*CgCaseMatch)(Cg *c, Stmt *s, Expr *ce, void *ctx);
typedef void (*CgCaseEnter)(Cg *c, CaseClause *cc, void *ctx);
/* returns the branch taken when no case matches (to the default clause or the end) */
LLVMValueRef cg_switch_clauses(Cg *c, Stmt *s, CgCaseMatch match, CgCaseEnter enter, void *ctx);
void cg_block_stmts(Cg *c, Stmt **body, int n);
void cg_store_results(Cg *c, LLVMValueRef *vals, int n); /* into result slots, then br ret_bb */
/* store vals into the left side of an assignment (defs: the new variables of :=, else NULL);
   the addresses are computed first, then stored left to right */
void cg_assign_values(Cg *c, Expr **lhs, int nlhs, LLVMValueRef *vals, Symbol **defs);

/* ---- cg_coro.c */
/* the attributes every function that is or will be inlined into a presplit coroutine carries
   (invariant I1 of docs/coroutines.md): nounwind, no tail calls; presplit for f$coro itself */
void cg_coro_attrs(Cg *c, LLVMValueRef fn, bool presplit);
void cg_coro_prologue(Cg *c);            /* coro.id/alloc/begin, promise header */
/* $coro code, after the prologue: the locals assigned again after many blocking statements keep
   their alloca, one frame field instead of one per statement */
void cg_pin_locals(Cg *c, FuncDecl *f);
/* l op= rhs may evaluate rhs before loading l: l is such a local and rhs calls nothing (a receive
   in it: l's old value is not live across the suspend) */
bool cg_pinned_first(Cg *c, Expr *l, Expr *rhs);
void cg_coro_epilogue(Cg *c);            /* ret_bb: results -> promise, final suspend, cleanup */
void cg_coro_yield(Cg *c);               /* coroSuspend()/runtime.Gosched() in $coro code */
/* a blocking operation in $coro code: rt function 'prepare'(hdl, args...) -> i1 registers the
   frame with its waker and returns true when it must wait; then suspend without publishing */
void cg_coro_block(Cg *c, const char *prepare, LLVMValueRef *args, int nargs);
/* suspend without publishing (whoever the frame registered with makes it ready), continue here */
void cg_coro_park(Cg *c);
/* await callee$coro(args): returns its results like a sync call would */
LLVMValueRef cg_coro_await(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs);
/* the same, never inlined: for an indirect call made direct (cg_closure.c), whose caller's
   promise was laid out without the callee's body in it */
LLVMValueRef cg_coro_await_call(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs);
/* an await thunk's declaration: internal i8 name(ptr handle, callee$coro's params..., ptr out),
   with cg_coro_attrs (for cg_inline.c's f$inline too) */
LLVMValueRef cg_coro_thunk_decl(Cg *c, FuncDecl *callee, const char *name);
/* where result i goes in a thunk's results out (the one result's type, or the sync version's struct) */
LLVMValueRef cg_coro_result_out(Cg *c, FuncDecl *callee, LLVMValueRef out, int i);
/* await the coroutine 'child' (a ramp's handle) of a function of type ft: its results */
/* callee: the awaited function when known, NULL through a func value or interface (the full
   promise layout: such targets always have rt_promise.next) */
LLVMValueRef cg_coro_await_handle(Cg *c, LLVMValueRef child, Type *ft, FuncDecl *callee);
/* does f$coro's promise keep rt_promise.next (f NULL: a target reached indirectly, yes) */
bool cg_coro_promise_next(Cg *c, FuncDecl *f);
void cg_go(Cg *c, Expr *call);           /* the go statement */
/* start f$coro(args) as a goroutine from f's pool (f tainted; else just call f) */
void cg_go_call(Cg *c, FuncDecl *f, LLVMValueRef *args, int nargs);

/* ---- cg_closure.c */
LLVMValueRef cg_var_addr(Cg *c, Symbol *s);    /* a local's storage (a boxed one's box) */
LLVMValueRef cg_var_declare(Cg *c, Symbol *s); /* the same, at its declaration (a fresh box) */
void cg_var_redeclare(Cg *c, Symbol *s);       /* a loop variable's next iteration: a box copy */
LLVMValueRef cg_func_value(Cg *c, Expr *e);    /* a function literal or a function as a value */
void cg_lit_prologue(Cg *c, LLVMValueRef record); /* a literal's captures, from its record */
LLVMValueRef cg_call_indirect(Cg *c, Expr *e);
/* an entry's LLVM type for func type ft: (ptr first, params...) -> results, or -> ptr (a handle)
   for a $coro entry; a call's arguments, evaluated, after 'first' (xmalloc'd, nparams + 1) */
LLVMTypeRef cg_entry_type(Cg *c, Type *ft, bool coro);
LLVMValueRef *cg_args_after(Cg *c, Expr *e, Type *ft, LLVMValueRef first);
/* the end of an indirect call whose suspending targets were awaited directly, n of them (their
   results vals[0..n-1] from blocks bbs[0..n-1]): the call of the sync entry 'sync' for every other
   target, then the join block with the results' phi; frees vals, bbs and args */
LLVMValueRef cg_direct_awaits_end(Cg *c, Type *ft, LLVMValueRef sync, LLVMValueRef *args, LLVMValueRef *vals,
                                  LLVMBasicBlockRef *bbs, int n, LLVMBasicBlockRef join);
/* call e's arguments, after 'first' (a record, an interface's data word), through the entry at
   sync_slot, or in $coro code when coro_slot is set and holds one, await the $coro entry there */
LLVMValueRef cg_call_entries(Cg *c, Expr *e, Type *ft, LLVMValueRef first, LLVMValueRef sync_slot,
                             LLVMValueRef coro_slot);

/* ---- cg_iface.c */
LLVMTypeRef cg_iface_type(Cg *c);              /* {ptr tab, ptr data} */
LLVMValueRef cg_iface_convert(Cg *c, LLVMValueRef v, Type *from, Type *to); /* to an interface */
LLVMValueRef cg_iface_equal(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *t);
bool cg_iface_implements(Type *t, Type *it); /* t has it's methods (declared on t's named type) */
void cg_iface_print(Cg *c, LLVMValueRef v);
LLVMValueRef cg_type_assert(Cg *c, Expr *e);   /* x.(T), v, ok := x.(T) */
void cg_type_switch(Cg *c, Stmt *s);
LLVMValueRef cg_iface_call(Cg *c, Expr *e);    /* CALL_IFACE */
void cg_iface_go(Cg *c, Expr *call);           /* go x.M(args) of an interface value x */
/* v.Error() of an error value v (interface type it; its sync entry), "nil" for a nil one */
LLVMValueRef cg_iface_method_value(Cg *c, Expr *e); /* x.M of an interface value x */
LLVMValueRef cg_iface_method_expr(Cg *c, Expr *e);  /* I.M of an interface type I */
/* the receiver r's method takes, for a value of type t held at data (t a pointer: data is it; else
   data points at the value), through r's embedded fields (nil pointers on the way panic) */
LLVMValueRef cg_method_receiver(Cg *c, LLVMValueRef data, Type *t, const MethodRef *r);
void cg_iface_finish(Cg *c);                   /* descriptors' itab lists, once at the end */
void cg_closure_finish(Cg *c);                 /* records' unread $coro entries, once at the end */
/* for panic values (cg_panic.c) */
char *cg_iface_type_name(Type *t);             /* Go's run-time spelling, "*main.T" */
char *cg_iface_named_name(Type *t);            /* a named type's own name there: F[main.foo] for an instance */
LLVMValueRef cg_iface_from_data(Cg *c, LLVMValueRef data, Type *t); /* the value a data word holds */
Type *cg_iface_dyn_type(int i, LLVMValueRef *desc); /* the i-th dynamic type and its descriptor */
LLVMValueRef cg_iface_method_entry(Cg *c, Type *t, const char *name); /* t's method on a data word */
LLVMValueRef cg_iface_sync_entry(Cg *c, LLVMValueRef v, Type *it, int k); /* a method call's sync entry */
LLVMValueRef cg_iface_rterror(Cg *c);          /* the descriptor of recovered run-time errors */
bool cg_iface_boxes(Type *t);                  /* a non-constant value of type t needs a box */
LLVMValueRef cg_iface_type_desc(Cg *c, Type *t);  /* t's descriptor (rt_type) */
LLVMValueRef cg_iface_iface_desc(Cg *c, Type *it); /* interface type it's rt_ifacedesc */
Type *cg_iface_iface_type(int i);              /* the i-th interface type with an rt_ifacedesc */
bool cg_iface_comparable(Type *t);             /* == is defined on t */
/* ---- cg_reflect.c */
bool cg_reflect_enabled(Cg *c);                /* the program imports reflect or internal/reflectlite */
LLVMValueRef cg_reflect_info(Cg *c, Type *t);  /* t's rt_typeinfo */
void cg_reflect_table(Cg *c);                   /* reflect's table of unnamed composite types */
void cg_reflect_ptr_to(Cg *c, LLVMValueRef info, LLVMValueRef ptr_desc); /* a pointer type's *T where described */
unsigned cg_reflect_kind(Type *t);              /* Go's reflect.Kind of t */
LLVMValueRef cg_iface_convert_on_stack(Cg *c, LLVMValueRef v, Type *from, Type *to); /* its box an alloca */
void cg_go_indirect(Cg *c, Expr *call);
/* go through entries (cg_call_entries' arguments): the $coro entry as a goroutine (its frame from
   the general pool) when there is one, else the sync entry to completion */
void cg_go_entries(Cg *c, Expr *call, Type *ft, LLVMValueRef first, LLVMValueRef sync_slot, LLVMValueRef coro_slot);

/* size (or alignment) of t as an i32 constant, from LLVM's data layout */
LLVMValueRef cg_size_of(Cg *c, Type *t, bool align);

/* ---- cg_inline.c */
void cg_inline_init(Cg *c);                  /* before any function: the call counts */
bool cg_inline_eligible(Cg *c, FuncDecl *f); /* f's awaits may be inlined (f$inline) */
bool cg_inline_await(Cg *c, FuncDecl *callee); /* this await (in c->fn's $coro) is inlined */
bool cg_inline_leaf(Cg *c, FuncDecl *f);    /* f inlines, at some depth, a function that waits */
LLVMValueRef cg_inline_fn(Cg *c, FuncDecl *f); /* "f$inline", declared on first use */
void cg_inline_prologue(Cg *c);              /* f$inline: the caller's handle, status exits */
void cg_inline_epilogue(Cg *c);              /* ret_bb: results -> *out, return 0 */

/* ---- cg_defer.c (docs/defer.md) */
void cg_defer_begin(Cg *c);              /* before the body: chain base, recover arm, landing */
void cg_defer_stmt(Cg *c, Stmt *s);      /* the defer statement: push a record */
void cg_defer_return(Cg *c);             /* in the return block: run the records, newest first */
void cg_defer_end(Cg *c);                /* after the function: its thunks */
LLVMValueRef cg_defer_recover(Cg *c);    /* recover() */
/* cg_prune.c: what the firmware keeps of the type data (see the file). Weak references: the
   printer's test 'cmp' of descriptor 'desc' and its call of 'fn' printing that type; the itab list
   'arr' (field 3 of descriptor 'desc', its length field 4) of itabs 'tabs'; an itab's method
   entries, read where cg_prune_slot says; reflect's method records' types and bound entries.
   cg_prune (corogo.h) drops what only weak references reach. */
void cg_prune_begin(void);
void cg_prune_test(Cg *c, LLVMValueRef desc, LLVMValueRef fn, LLVMValueRef cmp, LLVMValueRef call);
void cg_prune_itabs(Cg *c, LLVMValueRef desc, LLVMValueRef arr, LLVMValueRef *tabs, int n);
void cg_prune_itab(Cg *c, LLVMValueRef g, Type *it);       /* itab g of interface type it */
void cg_prune_slot(Cg *c, const char *name, Type *ft, bool coro); /* c->llfn reads an entry */
void cg_prune_iface(Cg *c, LLVMValueRef g, Type *it);      /* interface descriptor g of it */
/* reflect's method records 'arr' of a concrete type (cg_reflect.c), n methods: names, func types */
void cg_prune_methods(Cg *c, LLVMValueRef arr, const char **names, Type **fts, int n);
/* operand k of global g's initialiser, walked only once function 'trigger' is reached (else NULL) */
void cg_prune_weak(Cg *c, LLVMValueRef g, unsigned k, const char *trigger);
/* type descriptor desc of t: reflect's kindLive of float and complex kinds is true once one of
   that kind is reached; its method names are cut to those of the interfaces reached */
void cg_prune_desc(Cg *c, LLVMValueRef desc, Type *t);
/* an interface value of static type 'from' made one of interface type 'to' in c->llfn: the
   dynamic types of 'from' reach reflect where those of 'to' can */
void cg_prune_flow(Cg *c, Type *from, Type *to);
/* v (an interface{} value made by a conversion) reaches no reflect: its descriptor is reached
   without its rt_typeinfo (a value only a sync.Pool's Get returns, asserted to a concrete type) */
void cg_prune_quiet(Cg *c, LLVMValueRef v);
/* a type switch on a value of type interface{}: nomatch the branch taken when no case matches, typ
   the value's type word, the cases' descriptors (concrete types) and interface types, whether a
   case is nil and whether one is interface{} */
void cg_prune_switch(Cg *c, LLVMValueRef nomatch, LLVMValueRef typ, LLVMValueRef *descs, int ndescs, Type **its,
                     int nits, bool has_nil, bool has_any);
void cg_prune_recover(Cg *c); /* c->llfn calls recover() */
/* panic call 'call' of a value; v: the conversion to interface{} made for it (or NULL);
   repanic: the value is one recover() returned (cg_panic.c) */
void cg_prune_panic(Cg *c, LLVMValueRef call, LLVMValueRef v, bool repanic);

/* cg_kinds.c: which reflect kinds values can have (see the file): cg_kinds_define gives reflect's
   kind accessor corogo_reflect_kind its body; for cg_prune's walk, cg_kinds_begin finds the
   functions returning kinds, cg_kinds_test a branch condition comparing such a value with a kind
   (that kind, 31 for none a value can have, 0: no such comparison; *taken: the successor taken when
   a value has it), cg_kinds_made whether reflect can make a type of kind k at run time (reached:
   is a function reached), cg_kinds_end folds the comparisons of kinds outside live (bit k). */
void cg_kinds_define(Cg *c);
void cg_kinds_begin(LLVMModuleRef m);
unsigned cg_kinds_test(LLVMValueRef cond, unsigned *taken);
bool cg_kinds_made(unsigned k, bool (*reached)(const void *ctx, LLVMValueRef fn), const void *ctx);
void cg_kinds_end(uint32_t live);

/* cg_params.c: integer parameters every live call passes one constant, for cg_prune's walk (see
   the file): cg_params_call meets a call walked into its callee's parameters (true if one
   changed), cg_params_enter makes those of a function reached otherwise unknown,
   cg_params_refresh meets every call walked again, cg_params_branch gives the successors of a
   branch that can be taken (bit i: successor i; 3 both), cg_params_apply makes each parameter
   every call passes one constant that constant. */
void cg_params_begin(void);
bool cg_params_call(LLVMValueRef call);
void cg_params_enter(LLVMValueRef fn);
bool cg_params_refresh(void);
int cg_params_branch(LLVMValueRef br);
void cg_params_apply(void);
/* field facts (cg_params.c): cg_params_inst meets an instruction of a block walked (what it may
   write, the loads of fields it makes), cg_params_globals the static data's initialisers */
void cg_params_inst(LLVMValueRef in);
void cg_params_globals(LLVMModuleRef m);
/* c->llfn converts between unsafe.Pointer and a pointer to memory of LLVM type t: where it runs,
   every field in t may be written or read as another type; p, converted to unsafe.Pointer (NULL:
   the other way), the address of a field, element or variable: so may every field of its object */
void cg_params_view(Cg *c, LLVMTypeRef t, LLVMValueRef p);
/* fn, f implemented in C: the memory its pointer parameters and results point at may be written
   there, so where a call of it runs, every field in it is unknown (runtime.ReadMemStats) */
void cg_params_extern(Cg *c, LLVMValueRef fn, FuncDecl *f);
/* an alloca whose one store, in the entry block, is its only write (a parameter's slot), and a
   load of it after that store */
bool cg_params_stable_slot(LLVMValueRef a);
bool cg_params_after_store(LLVMValueRef l);

/* cg_syncpool.c: the statements whose conversion to interface{} (of a value of type 'from') puts
   a value into a sync.Pool that only comes back out of Get asserted to a concrete type */
void cg_syncpool_scan(Program *prog);
bool cg_syncpool_quiet(const Stmt *s, const Type *from);
/* assert (x.(T), x a Get call) cannot fail: every value the program's pools hold is a T and its
   pool always has one or a New */
bool cg_syncpool_sure(Expr *assert);

/* cg_panic.c: panic(v) and recover()'s value as interface{} values, and the printer of panic values */
void cg_panic(Cg *c, Expr *e);
bool cg_panic_boxed_on_stack(Cg *c, Expr *arg); /* panic(arg) boxes arg's operand on the stack */
LLVMValueRef cg_panic_recovered(Cg *c, LLVMValueRef armed);
void cg_panic_finish(Cg *c);             /* the printer's body, before cg_iface_finish */
/* around a suspend point in $coro code: the goroutine's chain top (and, in programs whose frames
   hold panics, its panics and the record they run), kept in the frame */
typedef struct CgDeferSaved {
    LLVMValueRef chain, running, panics; /* NULL: not kept */
} CgDeferSaved;
CgDeferSaved cg_defer_suspend(Cg *c);
void cg_defer_resumed(Cg *c, CgDeferSaved saved);
/* around a go statement and an interrupt handler: they start with an empty chain */
CgDeferSaved cg_defer_go_begin(Cg *c);
void cg_defer_go_end(Cg *c, CgDeferSaved saved);
/* around the call of entry by a go statement (programs calling runtime.Goexit: the goroutine's top
   function stops its Goexit); the value to give back to the end, NULL: nothing to do */
LLVMValueRef cg_defer_go_entry(Cg *c, LLVMValueRef entry);
void cg_defer_go_entry_end(Cg *c, LLVMValueRef old);
void cg_defer_forward(Cg *c, LLVMValueRef self, LLVMValueRef target); /* in a thunk of target */
/* an await in f$coro with a landing (a recovery may resume f there from the scheduler): whether
   it is one; where f suspends under the child; i1 "this resume is the recovery's of frame hdl";
   the recovery's path (to the return block); after the await */
bool cg_defer_await_lands(Cg *c);
void cg_defer_await_suspended(Cg *c);
LLVMValueRef cg_defer_await_recovering(Cg *c, LLVMValueRef hdl);
void cg_defer_await_drop(Cg *c, LLVMValueRef child); /* the recovery's: the awaited callee's frame */
void cg_defer_await_recovered(Cg *c);
void cg_defer_await_back(Cg *c);

/* ---- cg_slice.c */
LLVMValueRef cg_slice_make(Cg *c, Expr *e);   /* make([]T, n[, m]) */
/* a size argument of make as int: a 64-bit one above int32 panics with msg ("panic: <msg>") */
LLVMValueRef cg_make_size(Cg *c, Expr *n, const char *msg);
LLVMValueRef cg_unsafe_slice(Cg *c, Expr *e);
LLVMValueRef cg_slice_append(Cg *c, Expr *e);
LLVMValueRef cg_slice_copy(Cg *c, Expr *e);

/* ---- cg_map.c */
bool cg_map_is_index(const Expr *e);          /* m[k] of a map (parentheses allowed) */
LLVMValueRef cg_map_make(Cg *c, Expr *e);     /* make(map[K]V[, n]) */
LLVMValueRef cg_map_literal(Cg *c, Expr *e);
LLVMValueRef cg_map_len(Cg *c, LLVMValueRef m);
LLVMValueRef cg_map_index(Cg *c, Expr *e);    /* m[k]: the value, or {value, ok} when two-valued */
LLVMValueRef cg_map_addr(Cg *c, Expr *e);     /* the slot of m[k], inserted when absent */
/* m[k] = v: phase 1 evaluates m and k into a pending slot, phase 2 inserts and stores v */
LLVMValueRef cg_map_lhs(Cg *c, Expr *e);
void cg_map_store(Cg *c, Expr *e, LLVMValueRef pending, LLVMValueRef v);
void cg_map_update(Cg *c, Expr *l, TokKind op, Expr *rhs); /* m[k] op= rhs; m[k]++/-- (T_INC/T_DEC, rhs NULL) */
void cg_map_delete(Cg *c, Expr *e);
void cg_map_range(Cg *c, Stmt *s);
/* cg_stmt.c: where range writes its key/value (the := variable or the = operand; NULL: none) */
LLVMValueRef cg_range_dest(Cg *c, Expr *e, Symbol *sym);
/* cg_stmt.c: the blocks of a range that tests at its head (continue: head, break: end); the
   builder is left at head */
void cg_range_blocks(Cg *c, Stmt *s, LLVMBasicBlockRef *head, LLVMBasicBlockRef *body, LLVMBasicBlockRef *end);

/* ---- cg_chan.c */
/* a package-level make(chan T, const): a static channel (isr_fed: an interrupt handler operates on
   it), NULL if e is not one */
LLVMValueRef cg_chan_static(Cg *c, Expr *e, bool isr_fed, const char *var); /* var: mangled or NULL */
void cg_chan_isr_any(Cg *c);                  /* every channel may be fed by a handler */
LLVMValueRef cg_chan_make(Cg *c, Expr *e);
void cg_chan_close(Cg *c, Expr *e);
LLVMValueRef cg_chan_len_cap(Cg *c, Expr *e);
void cg_chan_send(Cg *c, Stmt *s);
LLVMValueRef cg_chan_recv(Cg *c, Expr *e);    /* value, or {value, ok} for a two-valued receive */
void cg_chan_range(Cg *c, Stmt *s, LLVMValueRef dst); /* dst: the iteration variable or NULL */
void cg_chan_select(Cg *c, Stmt *s);

/* ---- cg_pkg.c */
/* a call of an intrinsic of a library package (FuncDecl.pkgop): its runtime function, or in $coro code
   the suspend of a blocking one; returns the result like a sync call */
LLVMValueRef cg_pkg_call(Cg *c, FuncDecl *f, LLVMValueRef *args, int nargs);
LLVMValueRef cg_pkg_asm(Cg *c, Expr *e);
LLVMValueRef cg_pkg_decl(Cg *c, FuncDecl *f); /* the runtime function of an intrinsic */
/* the function a thunk calls for f: its $coro entry (coro), else its sync entry, which for a
   (non-blocking) intrinsic is the runtime function */
LLVMValueRef cg_func_entry(Cg *c, FuncDecl *f, bool coro);

/* ---- cg_isr.c */
void cg_isr_emit(Cg *c);                 /* IRQ<n>_Handler entries of //corogo:interrupt n funcs */

#endif

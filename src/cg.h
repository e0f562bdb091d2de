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

    /* what is being generated: codegen's allocation sites (heap.c) are named after them */
    Expr *site_expr;
    Stmt *site_stmt;

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
    LLVMBasicBlockRef cleanup_bb, suspend_ret_bb;
} Cg;

/* ---- cg.c */
LLVMTypeRef cg_type(Cg *c, Type *t);
LLVMTypeRef cg_func_type(Cg *c, FuncDecl *f, bool coro);
LLVMTypeRef cg_promise_type(Cg *c, FuncDecl *f); /* {ptr parent, ptr next, results...} */
LLVMValueRef cg_alloca(Cg *c, LLVMTypeRef t, const char *name);
LLVMValueRef cg_rt(Cg *c, const char *name);     /* declaration of a runtime function (rt.h) */
LLVMValueRef cg_call_rt(Cg *c, const char *name, LLVMValueRef *args, int nargs);
LLVMValueRef cg_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int n, LLVMTypeRef *fty);
LLVMValueRef cg_call_intrinsic(Cg *c, const char *name, LLVMTypeRef *overloads, int noverloads,
                               LLVMValueRef *args, int nargs);
/* position the builder at a new block when the current one is already terminated */
void cg_ensure_block(Cg *c);
LLVMBasicBlockRef cg_block(Cg *c, const char *name);
bool cg_is_signed(Type *t);
bool cg_is_terminated(Cg *c);
LLVMValueRef cg_string_const(Cg *c, const char *s, int len);
LLVMValueRef cg_zero(Cg *c, Type *t);
LLVMValueRef cg_const(Cg *c, Type *t, const ConstVal *cv); /* NULL if not representable */
/* panic through a noreturn runtime call when cond is true */
void cg_panic_if(Cg *c, LLVMValueRef cond, const char *rtname, LLVMValueRef *args, int nargs);

/* ---- cg_float.c */
bool cg_is_float(Type *t);
/* a conversion where a float is involved (NULL: neither type is a float) */
LLVMValueRef cg_float_convert(Cg *c, LLVMValueRef v, Type *from, Type *to);
LLVMValueRef cg_float_compare(Cg *c, TokKind op, LLVMValueRef a, LLVMValueRef b);
LLVMValueRef cg_float_arith(Cg *c, TokKind op, LLVMValueRef x, LLVMValueRef y); /* + - * / */
LLVMValueRef cg_float_incdec(Cg *c, TokKind op, LLVMValueRef x);             /* T_INC, T_DEC */
void cg_float_print(Cg *c, LLVMValueRef v);
void cg_float_panic(Cg *c, LLVMValueRef v); /* panic(f): "panic: +1.500000e+000" */

/* ---- cg_complex.c */
bool cg_is_complex(Type *t);
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
LLVMValueRef cg_convert(Cg *c, LLVMValueRef v, Type *from, Type *to);
LLVMValueRef cg_equal(Cg *c, LLVMValueRef a, LLVMValueRef b, Type *t); /* i1 */
LLVMValueRef cg_string_ptr(Cg *c, LLVMValueRef s);
LLVMValueRef cg_string_len(Cg *c, LLVMValueRef s);
LLVMValueRef cg_nil_check(Cg *c, LLVMValueRef p);
LLVMValueRef cg_to_i32(Cg *c, LLVMValueRef v, Type *t); /* an index/length operand as int */

/* ---- cg_call.c */
/* a call expression; results: one value, a struct of several, or NULL for none */
LLVMValueRef cg_call(Cg *c, Expr *e);
LLVMValueRef cg_builtin(Cg *c, Expr *e);

/* ---- cg_stmt.c */
void cg_stmt(Cg *c, Stmt *s);
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
void cg_coro_epilogue(Cg *c);            /* ret_bb: results -> promise, final suspend, cleanup */
void cg_coro_yield(Cg *c);               /* coroSuspend()/runtime.Gosched() in $coro code */
/* a blocking operation in $coro code: rt function 'prepare'(hdl, args...) -> i1 registers the
   frame with its waker and returns true when it must wait; then suspend without publishing */
void cg_coro_block(Cg *c, const char *prepare, LLVMValueRef *args, int nargs);
/* suspend without publishing (whoever the frame registered with makes it ready), continue here */
void cg_coro_park(Cg *c);
/* await callee$coro(args): returns its results like a sync call would */
LLVMValueRef cg_coro_await(Cg *c, FuncDecl *callee, LLVMValueRef *args, int nargs);
void cg_go(Cg *c, Expr *call);           /* the go statement */

/* size (or alignment) of t as an i32 constant, from LLVM's data layout */
LLVMValueRef cg_size_of(Cg *c, Type *t, bool align);

/* ---- cg_slice.c */
LLVMValueRef cg_slice_make(Cg *c, Expr *e);   /* make([]T, n[, m]) */
/* a size argument of make as int: a 64-bit one above int32 panics with msg ("panic: <msg>") */
LLVMValueRef cg_make_size(Cg *c, Expr *n, const char *msg);
LLVMValueRef cg_slice_append(Cg *c, Expr *e);
LLVMValueRef cg_slice_copy(Cg *c, Expr *e);

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

/* ---- cg_isr.c */
void cg_isr_emit(Cg *c);                 /* IRQ<n>_Handler entries of //corogo:interrupt n funcs */

#endif

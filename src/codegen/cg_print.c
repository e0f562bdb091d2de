/* cg_print.c - a print or println statement in one call where that is smaller (issue #17 item 4).
 * The plain lowering (cg_call.c) makes one call per piece: per run of constant text (println's
 * spaces and newline merged into it) and per value, so println("worker", id, ": start") is three
 * calls, about 36 bytes of Thumb-2 code. A statement whose values are one to RT_PRINT_FMT_ARGS
 * integers of at most 32 bits, and that would take three calls or more, becomes one call of
 * rt_print_fmt(fmt, a0, a1, a2) (runtime-baremetal/print.c, markers in rt_abi.h): fmt is the
 * statement's text, ended by a 0 byte, with a marker byte where each value goes (about 14 bytes of
 * code and 2 more of text). rt_print_fmt itself costs 74 bytes on Thumb-2 and 112 on RV32IMAC, what
 * about four statements save, so a program takes this lowering only when its syntax tree holds at
 * least PRINT_FMT_MIN such statements (each is generated once, unless its function is dead code;
 * one in a function with a $coro version, or inlined, has more copies). make demo: 1,913 -> 1,778 B of flash on
 * mps2-an385, 3,028 -> 2,830 on riscv32-virt. Text holding a byte that fmt uses (0 or a marker)
 * keeps the plain lowering. */
#include "cg.h"

#include "rt_abi.h" /* the markers */

/* statements it takes before rt_print_fmt pays for itself */
#define PRINT_FMT_MIN 4

/* a value of type t can be one of rt_print_fmt's arguments: an integer type of at most 32 bits */
static bool small_int(const Type *t)
{
    return t && type_is_integer(t) && !type_is_untyped(t) && type_sizeof(t) <= 4;
}

/* whether e (print/println) can and should be one rt_print_fmt call: at most RT_PRINT_FMT_ARGS
   values, each a small integer, no 0 or marker byte in its text, and three calls or more the
   plain way */
static bool fmt_fits(const Expr *e)
{
    bool ln = e->builtin == B_PRINTLN;
    int values = 0, calls = 0;
    int64_t text = 0; /* bytes of constant text waiting, as cg_builtin merges it */
    for (int i = 0; i < e->nlist; i++) {
        const Expr *a = e->list[i];
        if (i > 0 && ln)
            text++;
        if (a->cv.kind == CV_STRING) {
            for (int k = 0; k < a->cv.slen; k++)
                if ((unsigned char)a->cv.s[k] <= RT_PRINT_UINT)
                    return false;
            text += a->cv.slen;
            continue;
        }
        if (!small_int(a->type) || ++values > RT_PRINT_FMT_ARGS)
            return false;
        calls += (text > 0) + 1;
        text = 0;
    }
    calls += ln || text > 0;
    return values > 0 && calls >= 3;
}

static bool count_fmt(Walker *w, Expr *e)
{
    if (e->kind == E_CALL && e->call == CALL_BUILTIN && (e->builtin == B_PRINTLN || e->builtin == B_PRINT) &&
        fmt_fits(e))
        (*(int *)w->arg)++;
    return true;
}

/* decided once per program: does it have enough such statements? */
static bool fmt_wanted(Cg *c)
{
    if (!c->print_fmt) {
        int n = 0;
        Walker w = {.expr = count_fmt, .funclits = true, .arg = &n};
        for (int i = 0; i < c->prog->nfuncs; i++)
            walk_stmt(&w, c->prog->funcs[i]->body);
        c->print_fmt = n >= PRINT_FMT_MIN ? 1 : -1;
    }
    return c->print_fmt > 0;
}

bool cg_print_fmt(Cg *c, Expr *e, LLVMValueRef *vals)
{
    if (!fmt_fits(e) || !fmt_wanted(c))
        return false;
    bool ln = e->builtin == B_PRINTLN;
    StrBuf fmt = {0};
    LLVMValueRef args[1 + RT_PRINT_FMT_ARGS];
    int n = 1;
    for (int i = 0; i < e->nlist; i++) {
        Expr *a = e->list[i];
        if (i > 0 && ln)
            strbuf_putn(&fmt, " ", 1);
        if (a->cv.kind == CV_STRING) {
            strbuf_putn(&fmt, a->cv.s, a->cv.slen);
            continue;
        }
        bool sgn = type_is_signed(a->type);
        char mark = sgn ? RT_PRINT_INT : RT_PRINT_UINT;
        strbuf_putn(&fmt, &mark, 1);
        args[n++] = sgn ? LLVMBuildSExtOrBitCast(c->b, vals[i], c->t_i32, "")
                        : LLVMBuildZExtOrBitCast(c->b, vals[i], c->t_i32, "");
    }
    strbuf_putn(&fmt, ln ? "\n" : "", ln ? 2 : 1); /* and the end, a 0 byte */
    while (n < 1 + RT_PRINT_FMT_ARGS)
        args[n++] = LLVMGetPoison(c->t_i32);
    args[0] = cg_string_ptr(c, cg_string_const(c, fmt.s, fmt.n));
    cg_call_rt(c, "rt_print_fmt", args, n);
    free(fmt.s);
    return true;
}

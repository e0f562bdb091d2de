/* escape.c - where the variables that function literals capture live. A literal's record (its
 * entries and the addresses of the variables it captures, cg_closure.c) may stay in the frame of
 * the function that evaluates it only when the literal cannot outlive that call: it is called
 * where it stands (`func(){...}()`), or bound by := or var to a local variable that its function
 * only ever calls (the checker's hints, check_closure.c, check_defer.c). Every other literal
 * escapes: a value stored, passed, returned, sent, started with go, or deferred where the defer
 * can run more than once (a loop or a goto: each deferred instance needs its own record). An escaping literal's record is allocated in
 * the arena, and so is every variable it captures ("boxed": a fresh box at each declaration, so a
 * loop's closures see their own iteration's variable, Go 1.22); with -heap=none both are
 * compile-time errors at their positions (heap.c). A variable captured only by literals that do not
 * escape stays in its function's frame (the coroutine frame in $coro code). */
#include "corogo.h"

void escape_program(Program *prog)
{
    for (int i = 0; i < prog->nfuncs; i++) {
        FuncDecl *f = prog->funcs[i];
        if (!f->is_lit)
            continue;
        f->escapes = !(f->called_directly || (f->bound_var && !f->bound_var->fv_escapes));
        if (f->escapes)
            for (int k = 0; k < f->ncaptures; k++)
                f->captures[k]->boxed = true;
    }
}

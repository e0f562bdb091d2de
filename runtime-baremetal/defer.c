/* defer.c - the goroutine's defer chain, panics that run it, and recover (docs/defer.md).
 *
 * Compiled code pushes a record {next, thunk, landing, values...} on rt_defer_top for every
 * executed defer statement and pops and calls them itself when the function returns; this file only
 * runs them during a panic. rt_gopanic (a run-time error) and rt_panic_any (panic(v) of Go code: an
 * interface{} value and the compiler's printer of it) raise it in panic.c, which calls
 * rt_panic_unwind here when the program links this file (it has deferred calls or calls
 * runtime.Goexit): the deferred calls run newest first on top of the panicking stack, as Go does
 * (nothing is unwound before a recovery). When one recovered (its
 * callee called recover(), which marks the panic), the panic longjmps to the landing place of the
 * function that deferred it (rt_setjmp at that function's entry): it returns normally from there.
 * A panic nobody recovers prints its chain and exits 2 (panic.c). A goroutine's frame whose
 * deferred calls can suspend runs them itself instead, as awaits: the panic is copied into the
 * frame and jumps to its landing (held.c).
 *
 * recover() only stops a panic when called by the deferred function itself: the thunk of a call
 * whose callee calls recover() arms it (rt_recover_arm) when rt_panic_defer, the record the panic is
 * running, is its own; the callee takes the arm at its entry. Its value is the panic's interface{}
 * value; a run-time error's gets the compiler's descriptor of runtime errors (panic.c has their
 * methods).
 *
 * rt_setjmp/rt_longjmp keep only what the C ABI says a call preserves: r4-r11, sp and lr on
 * Cortex-M (40 bytes), ra, sp and s0-s11 on RISC-V (56 bytes), in a landing of RT_LANDING_WORDS
 * words (rt_abi.h) whose state word the compiler sets while the landing's function, a goroutine's
 * $coro frame, is suspended under a call it awaits (a call in its body or one of its deferred calls):
 * its landing is not on the stack then, and the recovery jumps to the innermost scheduler loop's
 * landing instead, which resumes the frame (recover.c). */
#include "rt.h"
#include "rt_caller.h"
#include "rt_internal.h"
#include "rt_panic.h"

typedef struct rt_defer {
    struct rt_defer *next;
    void (*fn)(struct rt_defer *);
    void *landing;
} rt_defer;

rt_defer *rt_defer_top;
rt_defer *rt_panic_defer; /* the record the innermost panic is running */
void *rt_recover_arm;     /* set by a thunk right before it calls a function that calls recover() */
/* the entry a go statement is calling (runtime.Goexit: see rt_goexit); compiled code defines it
   where the program calls Goexit (cg_defer.c) */
extern void *rt_go_entry __attribute__((weak));
/* the function a thunk of a deferred func value or interface method armed recover() for: defined
   by the compiled code when it has such deferred calls (cg_defer.c, recover_fv) */
extern void *rt_recover_entry __attribute__((weak));
/* held.c's, linked only when compiled code has frames that hold panics (RT_LANDING_HOLDS) */
extern void rt_panic_hold(rt_panic *p, void *landing, uintptr_t sp) __attribute__((weak));
extern void rt_held_free(rt_panic *q) __attribute__((weak));
/* recover.c's, linked only when compiled code can suspend a frame whose landing a recovery needs */
extern void *rt_sched_landing __attribute__((weak)); /* the innermost scheduler loop's landing */
extern void *rt_recover_frame __attribute__((weak));  /* the frame that scheduler loop resumes */

int rt_setjmp(void *buf) __attribute__((returns_twice));
_Noreturn void rt_longjmp(void *buf);

#if defined(__riscv)
__asm__(".section .text.rt_setjmp,\"ax\",@progbits\n.globl rt_setjmp\n.type rt_setjmp,@function\nrt_setjmp:\n"
        "  sw ra, 0(a0)\n  sw sp, 4(a0)\n  sw s0, 8(a0)\n  sw s1, 12(a0)\n  sw s2, 16(a0)\n"
        "  sw s3, 20(a0)\n  sw s4, 24(a0)\n  sw s5, 28(a0)\n  sw s6, 32(a0)\n  sw s7, 36(a0)\n"
        "  sw s8, 40(a0)\n  sw s9, 44(a0)\n  sw s10, 48(a0)\n  sw s11, 52(a0)\n  li a0, 0\n  ret\n"
        ".section .text.rt_longjmp,\"ax\",@progbits\n.globl rt_longjmp\n.type rt_longjmp,@function\nrt_longjmp:\n"
        "  lw ra, 0(a0)\n  lw sp, 4(a0)\n  lw s0, 8(a0)\n  lw s1, 12(a0)\n  lw s2, 16(a0)\n"
        "  lw s3, 20(a0)\n  lw s4, 24(a0)\n  lw s5, 28(a0)\n  lw s6, 32(a0)\n  lw s7, 36(a0)\n"
        "  lw s8, 40(a0)\n  lw s9, 44(a0)\n  lw s10, 48(a0)\n  lw s11, 52(a0)\n  li a0, 1\n  ret\n");
#define SAVED_SP(buf) (((uintptr_t *)(buf))[1])
#elif defined(__arm__) && __ARM_ARCH_6M__
/* ARMv6-M (Thumb-1): STM/LDM of r0-r7 only, so r8-r11, sp and lr go through low registers; the
   same layout as below (r4-r11, sp, lr) */
__asm__(".section .text.rt_setjmp,\"ax\",%progbits\n.syntax unified\n.thumb\n.globl rt_setjmp\n.type rt_setjmp,%function\n.thumb_func\nrt_setjmp:\n"
        "  stmia r0!, {r4-r7}\n  mov r1, r8\n  mov r2, r9\n  mov r3, r10\n  stmia r0!, {r1-r3}\n"
        "  mov r1, r11\n  mov r2, sp\n  mov r3, lr\n  stmia r0!, {r1-r3}\n  movs r0, #0\n  bx lr\n"
        ".section .text.rt_longjmp,\"ax\",%progbits\n.globl rt_longjmp\n.type rt_longjmp,%function\n.thumb_func\nrt_longjmp:\n"
        "  adds r0, #16\n  ldmia r0!, {r1-r3}\n  mov r8, r1\n  mov r9, r2\n  mov r10, r3\n"
        "  ldmia r0!, {r1-r3}\n  mov r11, r1\n  mov sp, r2\n  mov lr, r3\n  subs r0, #40\n"
        "  ldmia r0!, {r4-r7}\n  movs r0, #1\n  bx lr\n.text\n");
#define SAVED_SP(buf) (((uintptr_t *)(buf))[8])
#elif defined(__arm__)
__asm__(".section .text.rt_setjmp,\"ax\",%progbits\n.syntax unified\n.thumb\n.globl rt_setjmp\n.type rt_setjmp,%function\n.thumb_func\nrt_setjmp:\n"
        "  mov ip, sp\n  stmia r0, {r4-r11, ip, lr}\n  movs r0, #0\n  bx lr\n"
        ".section .text.rt_longjmp,\"ax\",%progbits\n.globl rt_longjmp\n.type rt_longjmp,%function\n.thumb_func\nrt_longjmp:\n"
        "  ldmia r0, {r4-r11, ip, lr}\n  mov sp, ip\n  movs r0, #1\n  bx lr\n.text\n");
#define SAVED_SP(buf) (((uintptr_t *)(buf))[8])
#else /* the host build of the unit tests: no recovery */
int rt_setjmp(void *buf) { (void)buf; return 0; }
_Noreturn void rt_longjmp(void *buf) { (void)buf; rt_fatal_cstr("no recovery on the host"); }
#define SAVED_SP(buf) ((uintptr_t)(buf))
#endif

/* A record of a defer in a loop comes from the arena (-heap=none rejects such a defer at compile
 * time). The arena never frees, so the function's return gives a record back (rt_defer_free) to a
 * free list of its size class (8-byte steps up to 128 bytes; a bigger record is not reused): a
 * function that defers in a loop over and over needs at most as many records as it has pending at
 * once. The size class is kept in the 8 bytes before the record. */
#define DEFER_CLASSES 16
static void *defer_free[DEFER_CLASSES];

void *rt_defer_alloc(int32_t size, int32_t align) {
    (void)align; /* 8, what the arena gives and the header keeps */
    uint32_t cls = ((uint32_t)size + 7) / 8 - 1;
    if (cls < DEFER_CLASSES && defer_free[cls]) {
        void *r = defer_free[cls];
        defer_free[cls] = *(void **)r;
        return r;
    }
    uint32_t *h = rt_alloc((cls + 1) * 8 + 8, 8);
    h[0] = cls;
    return h + 2;
}

void rt_defer_free(void *r) {
    uint32_t cls = ((uint32_t *)r)[-2];
    if (cls < DEFER_CLASSES) {
        *(void **)r = defer_free[cls];
        defer_free[cls] = r;
    }
}

/* drop the panics from the list's head up to 'keep' (held.c's arena copies go back) */
void rt_panic_drop_until(rt_panic *keep) {
    while (rt_panics && rt_panics != keep) {
        rt_panic *q = rt_panics;
        rt_panics = q->link;
        if (q->copied)
            rt_held_free(q);
    }
}

/* does a jump to a landing whose sp is 'sp' discard q? a panic on the stack above it, or one held
   by a frame passing it on (that frame goes), or held by a frame while a newer panic ran past the
   record it runs (aborted: the jump goes to an older frame than the holder, which goes) */
bool rt_panic_discarded(const rt_panic *q, uintptr_t sp) {
    return q->owner ? q->owner == RT_HELD_UNWINDING || q->aborted : (uintptr_t)q < sp;
}

/* A deferred call that a Goexit runs from the stack (rt_panic_unwind) runs inside a landing of its
   own, so that a panic in it which a recovery would end with the Goexit (its recovering record is
   older than the one running: the jump discards the Goexit's loop) lets the Goexit go on with its
   next record instead, as Go's does (runtime.Goexit: the Goexit cannot be bypassed by a recover).
   goexit_calls: the innermost such calls on this stack, newest first (a deferred call can drive a
   scheduler loop whose goroutines Goexit too). */
typedef struct goexit_call {
    void *landing[RT_LANDING_WORDS];
    struct goexit_call *outer;
    rt_panic *p;
} goexit_call;
static goexit_call *goexit_calls;

static void call_goexit_record(rt_panic *p, rt_defer *d) {
    goexit_call c = {.outer = goexit_calls, .p = p};
    rt_caller_rec *caller = &rt_caller_head ? rt_caller_head : NULL;
    if (!rt_setjmp(c.landing)) {
        goexit_calls = &c;
        d->fn(d);
    } else if (&rt_caller_head) { /* back from a recovery of a panic in d's call */
        rt_caller_head = caller;
    }
    goexit_calls = c.outer;
}

/* set by rt_goexit, so that programs that never call runtime.Goexit do not link the above */
extern void (*rt_goexit_record)(rt_panic *p, rt_defer *d);
void (*rt_goexit_record)(rt_panic *p, rt_defer *d);

/* A recovery of a panic raised in a deferred call that a Goexit held by a frame (held.c) was
   running, by a record older than that call (the Goexit is aborted) whose frame does not hold
   panics: the Goexit goes on from here, on top of the panicking stack, with the chain's next
   record; the frame that held it, and the panics it held, are passed on as at the end of its
   return block (rt_held_continue). */
static _Noreturn void goexit_on(rt_panic *g) {
    rt_panic_drop_until(g);
    void *frame = g->owner;
    if (frame != RT_HELD_UNWINDING)
        for (rt_panic *q = g; q && q->owner == frame; q = q->link)
            q->owner = RT_HELD_UNWINDING;
    g->aborted = false;
    rt_panic_unwind(g);
}

/* the jump of a recovery or of a hold to the frame of 'landing' (by the innermost scheduler loop
   when the frame is suspended under a call it awaits); p: the panic that reached its record */
static _Noreturn void jump(rt_panic *p, void **landing, bool holds) {
    void *frame = landing;
    if (((uint32_t *)landing)[RT_LANDING_STATE] & RT_LANDING_AWAITING) {
        /* the frame is suspended under a call it awaits: the scheduler resumes it */
        if (!&rt_sched_landing || !rt_sched_landing)
            rt_fatal_cstr("recovered in a suspended frame outside the scheduler");
        rt_recover_frame = landing[RT_LANDING_LINK];
        landing = rt_sched_landing;
    }
    uintptr_t sp = SAVED_SP(landing);
    /* the Goexit calls the jump discards: a recovery of a panic raised in the newest one's call goes
       back to that Goexit's loop instead */
    bool back = false;
    while (goexit_calls && (uintptr_t)goexit_calls < sp) {
        if (!holds && p->link == goexit_calls->p) {
            landing = goexit_calls->landing;
            sp = SAVED_SP(landing);
            back = true;
            break;
        }
        goexit_calls = goexit_calls->outer;
    }
    rt_panic *g = p->link;
    if (!holds && !back && g && g->goexit && g->aborted && g->owner)
        goexit_on(g);
    if (holds) {
        rt_panic_hold(p, frame, sp);
    } else {
        /* drop this panic and every one whose rt_gopanic frame the jump discards (a panic in a
           deferred call that this recovery ends too): they live below the landing's sp, or are
           passed on by held frames the recovery drops */
        rt_panic *q = p->link;
        while (q && rt_panic_discarded(q, sp))
            q = q->link;
        rt_panic_drop_until(q);
    }
    /* so do the scheduler loops it discards (sync code driving the scheduler) */
    if (&rt_sched_landing)
        while (rt_sched_landing && SAVED_SP(rt_sched_landing) < sp)
            rt_sched_landing = ((void **)rt_sched_landing)[RT_LANDING_LINK];
    rt_longjmp(landing);
}

/* goexit_unstopped (below), set by rt_goexit: a program that never calls runtime.Goexit links
   neither that end nor its messages. External, so that the optimiser cannot prove the one value
   ever stored and call it directly. */
extern void (*rt_goexit_unstopped)(void);
void (*rt_goexit_unstopped)(void);

/* run the chain's records for p, the newest panic */
_Noreturn void rt_panic_unwind(rt_panic *p) {
    for (rt_defer *d; (d = rt_defer_top) != NULL;) {
        rt_panic *g = p->link;
        if (g && g->running && d == g->running->next)
            g->aborted = true; /* p goes past the record the panic it interrupted runs */
        void **landing = d->landing;
        if (landing && (((uint32_t *)landing)[RT_LANDING_STATE] & RT_LANDING_HOLDS)) {
            /* the frame runs the record itself: it stays on the chain */
            if (p != RT_HELD_PANIC(landing))
                jump(p, landing, true);
        }
        rt_defer_top = d->next;
        rt_defer *outer = rt_panic_defer;
        rt_panic_defer = d;
        p->running = d;
        if (p->goexit)
            rt_goexit_record(p, d);
        else
            d->fn(d);
        rt_panic_defer = outer;
        if (p->recovered) {
            if (!landing)
                rt_fatal_cstr("recovered in a deferred call without a landing place");
            jump(p, landing, false);
        }
    }
    rt_panics = NULL; /* dying: nothing refers to p any more (the host tests carry on) */
    if (p->goexit) /* no goroutine's top function stopped it */
        rt_goexit_unstopped();
    rt_panic_die(p);
}

/* the end of a Goexit that no goroutine's top function stopped */
static _Noreturn void goexit_unstopped(void) {
    if (rt_running || (&rt_go_entry && rt_go_entry)) /* a goroutine whose top has no stop (cg_defer.c) */
        rt_fatal_cstr("runtime.Goexit in a goroutine whose top function corogo cannot find is not supported");
    rt_sched_run(); /* main's goroutine is over: the others run until none can */
    rt_fatal_cstr("no goroutines (main called runtime.Goexit) - deadlock!");
}

/* runtime.Goexit: the goroutine runs its deferred calls, as a panic that recover() does not stop.
   In a program that calls it, the top function of every goroutine a go statement starts by name
   pushes a stop record at its entry, under its own records (src/codegen/cg_defer.c): the go
   statement names the entry it calls in rt_go_entry, and the entry that finds itself there takes
   it and records that it is the top. Reached by a Goexit, that record ends it as a recovery
   does: the top function returns from its landing (a jump to its frame, or a resume of it from
   the scheduler when it is suspended under a call it awaits), and the goroutine ends as when it
   returns. With no stop on the chain it was main's goroutine, which then waits for the others
   forever (Go's fatal error once none can run). */

typedef struct stop_rec {
    rt_defer d;
    int32_t top; /* the goroutine's top: the call a go statement made */
} stop_rec;

void rt_goexit_stop(rt_defer *d) {
    rt_panic *p = rt_panics;
    if (((stop_rec *)d)->top && p && p->goexit && rt_panic_defer == d)
        p->recovered = true;
}

_Noreturn void rt_goexit(void) {
    rt_goexit_unstopped = goexit_unstopped;
    rt_goexit_record = call_goexit_record;
    rt_panic p = {.goexit = true};
    rt_panic_run(&p);
}

/* reflect's Go code on the way from a deferred func value to the function it runs (MakeFunc's
   implementation, a method's Func): when self is the function armed, target is */
void rt_recover_forward(void *self, void *target) {
    if (&rt_recover_entry && rt_recover_entry == self)
        rt_recover_entry = target;
}

/* recover(): nil, or the panic's value as an interface{} {type, data} (out[0], out[1]). A run-time
   error's value is in the frame of the function that raised it, which the recovery discards: it is
   copied to the arena (with -heap=none, to one static slot: the value stays valid until the next
   run-time error is recovered), and its type is the compiler's descriptor of its kind of runtime
   error (Go's runtime.boundsError, runtime.errorString...). */
void rt_recover(void *armed, const void *rterror_types, int32_t stride, void **out) {
    rt_panic *p = rt_panics;
    out[0] = out[1] = NULL;
    if (!armed || !p || p->recovered || p->goexit || armed != rt_panic_defer)
        return;
    p->recovered = true;
    if (!p->v) {
        out[0] = (void *)p->etype;
        out[1] = p->edata;
        if (p->esize && p->edata != p->eslot)
            out[1] = __builtin_memmove(p->eslot, p->edata, p->esize);
        return;
    }
    static rt_panicval slot;
    rt_panicval *copy = rt_heap_enabled() ? rt_alloc(sizeof *copy, 4) : &slot;
    *copy = *p->v;
    copy->kind = rt_panicval_kind(copy);
    out[0] = (void *)((const char *)rterror_types + stride * copy->kind);
    out[1] = copy;
}

/* rt_panic.h - the runtime's panic records, shared by panic.c (values, messages), defer.c (the
 * defer chain, rt_gopanic, recover) and iface.c (the interface conversion errors). Not part of the
 * compiler's ABI. */
#ifndef COROGO_RT_PANIC_H
#define COROGO_RT_PANIC_H

#include <stdbool.h>
#include <stdint.h>

#include "rt_abi.h"

/* where a run-time error's message goes: the console (buf NULL), or a buffer (its Error()) */
typedef struct rt_sink {
    uint8_t *buf;
    int32_t n, cap;
} rt_sink;

/* a run-time error (Go's runtime.Error): its message is written by emit. Kept in the frame of the
 * rt_panic_* function that raised it; a recover() copies it (defer.c) */
typedef struct rt_panicval {
    void (*emit)(const struct rt_panicval *v, rt_sink *k);
    int32_t a, b, which;   /* string: a = length; index: a index, b length; slice: which, a, b */
    const uint8_t *p;      /* string bytes, C string text */
    const void *x, *y, *z; /* interface conversion: the types and names involved (iface.c) */
    int32_t kind;          /* its dynamic type once recovered: RT_RTERROR_* (rt_abi.h), or RT_RTERROR_BY_TEXT */
    int32_t ahi;           /* rt_panic_bounds_ext: the high word of the 64-bit a */
} rt_panicval;

_Static_assert(sizeof(void *) != 4 || sizeof(rt_panicval) == RT_PANICVAL_SIZE, "rt_panicval: RT_PANICVAL_SIZE");

#define RT_IRQ_SYSTICK (-2) /* rt_panic.irq of a panic in the SysTick handler (a port time base) */

/* a panic in progress: lives in rt_gopanic's stack frame; link: the panic it interrupted */
typedef struct rt_panic {
    const rt_panicval *v; /* a run-time error, else NULL: panic(v) of Go code */
    const void *etype;    /* panic(v): v as an interface{} value, and the compiler's printer of it */
    void *edata;
    void (*eprint)(const void *etype, void *edata);
    uint32_t esize;       /* rt_panic_boxed: edata is a box on the panicking stack of esize bytes, */
    void *eslot;          /* which a recovery copies to this static slot (-heap=none) */
    bool recovered;
    bool goexit;          /* runtime.Goexit: runs the deferred calls, recover() does not stop it */
    bool copied;          /* a held panic's arena copy (defer.c), given back when dropped */
    bool aborted;         /* a newer panic ran records older than the one this one runs (defer.c) */
    int32_t irq; /* the interrupt whose handler panicked, -1: none, RT_IRQ_SYSTICK: Cortex-M SysTick */
    uint32_t site; /* where it was raised: an index of the compiler's corogo_panic_sites, 0: unknown */
    struct rt_panic *link;
    void *owner; /* NULL: on the stack that raised it; else held (defer.c): the landing of the frame
                    holding it, or RT_HELD_UNWINDING while that frame passes it on */
    struct rt_defer *running; /* the record it runs (defer.c, rt_held_run) */
} rt_panic;

_Noreturn void rt_gopanic(const rt_panicval *v);    /* panic.c: a run-time error */
_Noreturn void rt_panic_run(rt_panic *p);           /* panic.c: raise p (its deferred calls, or die) */
extern rt_panic *rt_panics;                          /* panic.c: the running goroutine's panics */
_Noreturn void rt_panic_unwind(rt_panic *p);         /* defer.c: run the chain's records for p */
bool rt_panic_discarded(const rt_panic *q, uintptr_t sp); /* defer.c: a jump to sp discards q */
void rt_panic_drop_until(rt_panic *keep);            /* defer.c: drop the newest panics up to keep */
/* held.c (docs/defer.md, "A deferred call that blocks"): the panic a frame holds, after the
   landing's words and the rt_panic_defer it runs under; the owner of a held panic that its frame
   passes on; hold p in the frame of landing; give back an arena copy */
#define RT_HELD_PANIC(landing) ((rt_panic *)((void **)(landing) + RT_LANDING_WORDS + 1))
#define RT_HELD_UNWINDING ((void *)1)
void rt_panic_hold(rt_panic *p, void *landing, uintptr_t sp);
void rt_held_free(rt_panic *q);
_Noreturn void rt_panic_die(const rt_panic *p);      /* panic.c: print the chain, exit 2 */
void rt_sink_str(rt_sink *k, const uint8_t *p, int32_t n); /* panic.c: append to k (NULL: console) */
void rt_sink_cstr(rt_sink *k, const char *s);
void rt_panicval_emit(const rt_panicval *v, rt_sink *k); /* panic.c: the message, Error() */
/* the kind of a message panic (rt_panic_string, rt_panic_cstr) depends on its text: worked out by
   rt_panicval_kind (panic.c) when it is recovered, so a program that cannot recover links none of it */
#define RT_RTERROR_BY_TEXT (-1)
int32_t rt_panicval_kind(const rt_panicval *v);

#endif

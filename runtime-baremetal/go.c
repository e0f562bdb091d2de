/* go.c - go statements: rt_go, which compiled code calls with the handle a go target's ramp
 * returned, and the two parts of the scheduler that only a program with goroutines needs. Compiled
 * code refers to rt_go for a go statement and nowhere else, so a program without one does not link
 * this file: its reset path (start.c) finds no rt_sched_after_main through its weak reference and
 * exits when main returns, without the scheduler loop, and a panic's "goroutine 1 [running]:" comes
 * from sched.c's weak rt_goroutine_number instead of the walk over the pools below. (A sync main
 * that blocks, on time.Sleep or a channel, still links the loop through rt_sched_block.) */
#include "rt.h"
#include "rt_internal.h"

/* go f(args): the ramp ran to its first suspend (or to the end) */
void rt_go(void *h) {
    rt_goroutines++;
    void *y = rt_suspended;
    rt_suspended = NULL;
    rt_ready(y ? y : rt_sched_finish(h));
}

/* after main returns: the goroutines run until none can (rt_start) */
void rt_sched_after_main(void) { rt_sched_run(); }

/* Go's goroutine number of the running goroutine, as docs/debugging.md numbers them: 1 for main's
   own code; a goroutine whose top frame is slot i of a static pool is 2 + the slots of the pools
   before its pool in the compiler's list (corogo_pools, src/transform/frames.c) + i; 0 when it is
   none of those (a top frame from the general pool, or a program without a pool list). */
extern rt_pool *const corogo_pools[] __attribute__((weak));

uint32_t rt_goroutine_number(void) {
    void *h = rt_running;
    if (!h)
        return 1;
    for (void *up; (up = ((rt_promise *)__builtin_coro_promise(h, 8, 0))->parent) != NULL;)
        h = up;
    uint8_t *slot = (uint8_t *)h - RT_FRAME_HDR;
    const rt_pool *pool = *(rt_pool *const *)slot;
    uint32_t n = 2;
    for (uint32_t i = 0; &corogo_pools && corogo_pools[i]; i++) {
        const rt_pool *p = corogo_pools[i];
        if (p == pool && slot >= p->slots && slot < p->slots + p->nslots * p->slot_size)
            return n + (uint32_t)(slot - p->slots) / p->slot_size;
        n += p->nslots;
    }
    return 0;
}

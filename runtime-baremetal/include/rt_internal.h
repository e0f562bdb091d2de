/* rt_internal.h - runtime functions shared between the runtime's own files, its tests and later
 * runtime parts (timers, channels, interrupts), but not called by compiled code. */
#ifndef COROGO_RT_INTERNAL_H
#define COROGO_RT_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

#include "rt.h"

/* put a suspended leaf handle at the back of the ready queue (e.g. a goroutine woken by a channel
 * peer; NULL: nothing); the _from_isr form is the one to call from interrupt handlers */
void rt_ready(void *h);
void rt_ready_from_isr(void *h);
bool rt_ready_empty(void);

/* sched.c's ready queue: leaf handles linked through rt_promise.next; head, and the link the next
 * one goes into. Only the scheduler dequeues. */
extern struct rt_ready_queue {
    void *head;
    void **last;
} rt_ready_queue;

#if __has_builtin(__builtin_coro_promise) /* files compiled with -fcoroutines (sched.c, signal.c) */
/* rt_ready(h) for h not NULL with interrupts already masked by the caller, inline: the scheduler
 * loop and Signal.Notify */
static inline __attribute__((always_inline)) void rt_ready_masked(void *h) {
    void **l = &((rt_promise *)__builtin_coro_promise(h, 8, 0))->next;
    *l = NULL;
    *rt_ready_queue.last = h;
    rt_ready_queue.last = l;
}

/* rt_ready_masked for an h whose link is already NULL (the last waiter of a Signal) */
static inline __attribute__((always_inline)) void rt_ready_masked_unlinked(void *h) {
    *rt_ready_queue.last = h;
    rt_ready_queue.last = &((rt_promise *)__builtin_coro_promise(h, 8, 0))->next;
}
#endif

/* arena.c, frame.c: bytes in use */
uint32_t rt_arena_used(void);
uint32_t rt_frame_heap_used(void);

/* sched.c: sync code blocked on an operation (semantics §5). try_complete(arg) is called with
 * interrupts masked and returns true once the operation has completed; until then the caller
 * runs ready goroutines and sleeps the CPU; once it has completed, the goroutines ready at that
 * moment run before the caller continues. If nothing can ever complete it (no goroutine ready,
 * no timer, no waiter on an enabled interrupt): "fatal error: all goroutines are asleep -
 * deadlock!", exit status 2. */
void rt_sched_block(bool (*try_complete)(void *arg), void *arg);
/* sched.c's pieces of rt_sched_block, rt_sched_run and rt_gosched_sync, for recover.c's versions:
 * the loop (false: nothing can ever wake anyone), one pass over the ready goroutines, the fatal
 * deadlock error, and one resume of a frame (the leaf that yielded, NULL: none) */
bool rt_sched_drive(bool (*done)(void *arg), void *arg);
void rt_gosched_pass(void);
_Noreturn void rt_sched_deadlock(void);

/* sched.c: the leaf being resumed (NULL: main's own code), and the running goroutine's number
   (1: main; docs/debugging.md; go.c's, or sched.c's weak 1 in a program without goroutines) */
extern void *rt_running;
uint32_t rt_goroutine_number(void);
/* sched.c: main and the goroutines not yet finished; after a resume or ramp of h that published no
   yield, the frames that finish walked up (the leaf that yielded, NULL: none) */
extern uint32_t rt_goroutines;
void *rt_sched_finish(void *h);
/* go.c: run the goroutines left when main returns (linked with rt_go: start.c's weak reference) */
void rt_sched_after_main(void);
void *rt_sched_resume(void *h);
extern void *rt_await_resumed; /* the frame the innermost finish() resumes at its await */

/* sched.c: end the goroutine whose top frame h is suspended after its last operation (its resume
 * would only return): count it finished and destroy its frame (chan.c, a goroutine's last send) */
void rt_goroutine_end(void *h);

/* timer.c: the timer queue's root (a heap ordered by deadline; NULL: no timer); put a node in it
 * (interrupts may be on); true while any timer is queued */
extern rt_timer *rt_timers;
bool rt_timer_can_wake(void); /* interrupts masked */
void rt_timer_insert(rt_timer *t);
bool rt_timer_pending(void);
/* nanoseconds -> port ticks, rounded up (a sleep never ends early) */
uint64_t rt_ns_to_ticks(int64_t ns);

/* signal.c: goroutines and sync callers waiting for an interrupt source, and enabled IRQs: the
 * scheduler keeps running (and main is not deadlocked) while both are non-zero */
extern volatile uint32_t rt_irq_waiters;
extern volatile uint32_t rt_irq_enabled;

/* frame.c: the pool the last rt_pool_select named, consumed (NULL: the next frame comes from the
 * general pool), and how many selections are pending */
struct rt_pool;
struct rt_pool *rt_pool_take_selected(void);
uint32_t rt_pool_pending(void);
/* pool.c: print a C string on the console (panic messages built piece by piece) */
void rt_puts(const char *s);
void rt_panic_puts(const char *s); /* a name of the panic-position table (panic.c, panicnames.c) */

/* Frames from the Go heap, for a goroutine whose pool is full or a frame the general pool cannot
 * hold (docs/memory.md, "Overflow to the heap"). rt_heap_frame_alloc returns a frame of size bytes,
 * 8-aligned, whose RT_FRAME_HDR-byte header (the word in front of it) is NULL, so rt_frame_free
 * hands it to rt_heap_frame_free; NULL when there is no heap. gc.c keeps every live heap frame on a
 * list rooted in .bss (the collector marks them: a blocked goroutine's frame is never freed under
 * it) and frees it when its goroutine finishes; arena.c recycles freed ones per size class. Thread
 * mode only. The pools reach them only through rt_frames_overflow, which the compiler defines
 * (src/transform/frames.c) when it gave the program a heap frames may come from (never under
 * -heap=none): its weak default is NULL, so an image without that heap links none of it. */
void *rt_heap_frame_alloc(uint32_t size);
void rt_heap_frame_free(void *frame);
typedef struct rt_frame_overflow {
    void *(*alloc)(uint32_t size); /* rt_heap_frame_alloc */
    void (*free)(void *frame);     /* rt_heap_frame_free */
} rt_frame_overflow;
extern const rt_frame_overflow *const rt_frames_overflow;
/* bytes in front of a heap frame: two list links and the size (gc.c) or the size class (arena.c),
   and the header, rounded up to RT_FRAME_ALIGN */
#define RT_HEAP_FRAME_OFF ((3 * (uint32_t)sizeof(void *) + RT_FRAME_HDR + RT_FRAME_ALIGN - 1) & ~(RT_FRAME_ALIGN - 1))

/* whether an interrupt handler is running (frames never come from the heap there) */
static inline bool rt_in_isr(void) {
#if defined(__arm__)
    uint32_t ipsr;
    __asm__ volatile("mrs %0, ipsr" : "=r"(ipsr));
    return ipsr != 0;
#elif defined(__riscv)
    return rt_irq_current >= 0;
#else
    return false;
#endif
}

#endif

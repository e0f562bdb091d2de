/* sched.c - the goroutine scheduler: a FIFO ready queue of leaf coroutine handles and the await
 * protocol the compiler emits (normative; docs/coroutines.md). A frame that yields saves its suspend
 * point (llvm.coro.save), stores itself in rt_suspended and suspends; a parent awaiting an unfinished
 * child stores itself in the child's promise and suspends without yielding. The scheduler resumes
 * the leaf; when a resume leaves a frame done it resumes the frame's parent (which reads the results
 * and destroys the child), and destroys a finished goroutine's top frame. Resuming is O(1) in the
 * await depth. The queue is intrusive through rt_promise.next (a head and a pointer to the last
 * link) and interrupt safe (port_irq_save/restore, inline), so ISRs may enqueue with
 * rt_ready_from_isr; only the scheduler dequeues, and rt_suspended is read only by the scheduler
 * after the resume has returned, so a handle reaches the queue only once its suspend is complete.
 * The scheduler loop masks interrupts once per resume: a frame that yielded goes back in the same
 * masked section that takes the next one, with the queue operations and the yielded fast path
 * inline (a resume that published a yield skips the NULL and done tests: that frame is suspended);
 * it reads the interrupt state once, at its entry, and only masks (port_irq_mask) after a resume.
 * When nothing is ready the CPU sleeps (WFI), still masked, until a timer or another interrupt
 * makes something ready, and looks at the queue again without unmasking;
 * sync code that blocks (time.Sleep, Signal.Wait in main) drives the same loop through
 * rt_sched_block until its operation completes. */
#include "port.h"
#include "rt.h"
#include "rt_caller.h"
#include "rt_internal.h"

/* the leaf that yielded during the current resume/ramp; NULL between resumes */
void *rt_suspended;

/* the leaf the innermost scheduler loop resumed last: the running goroutine while a resume is in
   progress, NULL in main's own code (a loop puts back what it found when it returns). One store
   per resume; what a panic's "goroutine N [running]:" line and the debugger's goroutine list read
   (rt_goroutine_number, docs/debugging.md). */
void *rt_running;

struct rt_ready_queue rt_ready_queue = {NULL, &rt_ready_queue.head};

static void **link_of(void *h) { return &((rt_promise *)__builtin_coro_promise(h, 8, 0))->next; }

/* h at the back of the queue (NULL: nothing); interrupts masked */
static inline __attribute__((always_inline)) void enqueue_masked(void *h) {
    if (h)
        rt_ready_masked(h);
}

void rt_ready(void *h) {
    uint32_t s = port_irq_save();
    enqueue_masked(h);
    port_irq_restore(s);
}

void rt_ready_from_isr(void *h) __attribute__((alias("rt_ready")));

bool rt_ready_empty(void) { return rt_ready_queue.head == NULL; }

/* the first ready frame, unlinked (NULL: none); interrupts masked */
static inline __attribute__((always_inline)) void *dequeue_masked(void) {
    void *h = rt_ready_queue.head;
    if (h && !(rt_ready_queue.head = *link_of(h)))
        rt_ready_queue.last = &rt_ready_queue.head;
    return h;
}

void rt_coro_yield(void *h) { rt_suspended = h; }

/* After a resume or ramp of h that published no yield: h blocked (whatever will wake it queues it)
 * or finished. Walk up through the frames that finish: a done frame's parent is resumed next (it
 * reads the results and destroys h), and a done goroutine's top frame (no parent) is destroyed:
 * coro.free -> rt_frame_free. Returns the leaf that yielded (NULL: none). */
uint32_t rt_goroutines = 1; /* main and every goroutine not yet finished */

int32_t rt_num_goroutine(void) { return (int32_t)rt_goroutines; }

/* a goroutine whose remaining work was only its return, ended by the peer of its last send
   (chan.c): what finish() does for a done top frame */
void rt_goroutine_end(void *h) {
    rt_goroutines--;
    __builtin_coro_destroy(h);
}

/* the frame the innermost finish() resumes at its await, for recover.c (NULL: none) */
void *rt_await_resumed;

__attribute__((noinline)) void *rt_sched_finish(void *h) {
    while (__builtin_coro_done(h)) {
        void *parent = ((rt_promise *)__builtin_coro_promise(h, 8, 0))->parent;
        if (!parent) {
            rt_goroutines--;
            __builtin_coro_destroy(h);
            return NULL;
        }
        h = parent;
        void *outer = rt_await_resumed;
        rt_await_resumed = h;
        __builtin_coro_resume(h);
        rt_await_resumed = outer;
        void *y = rt_suspended;
        if (y) {
            rt_suspended = NULL;
            return y;
        }
    }
    return NULL;
}

/* Resume the leaf h; returns the leaf that yielded (NULL: none), for the caller to put at the back
 * of the queue (the scheduler loop does it in the masked section it enters next anyway). A yield
 * leaves its frame suspended, so the fast path needs no done test. */
static inline __attribute__((always_inline)) void *run(void *h) {
    rt_running = h;
    __builtin_coro_resume(h);
    void *y = rt_suspended;
    if (y) {
        rt_suspended = NULL;
        return y;
    }
    return rt_sched_finish(h);
}

/* run() out of line, for recover.c: a recovery resumes the frame whose deferred call recovered */
void *rt_sched_resume(void *h) { return run(h); }

/* defer.c's chain, weak here: a program without deferred calls (nothing else references it)
   links neither defer.c nor the panic unwinder (panic.c) */
extern struct rt_defer *rt_defer_top __attribute__((weak));

/* the running chain becomes 'to'; the one it was */
static struct rt_defer *swap_chain(struct rt_defer *to) {
    if (!&rt_defer_top)
        return NULL;
    struct rt_defer *was = rt_defer_top;
    rt_defer_top = to;
    return was;
}

/* The three ways into the scheduler: weak, because recover.c replaces them with versions that run
 * the same loops inside a landing place for recoveries (linked only in programs that can need
 * one: docs/defer.md). */
__attribute__((weak)) void rt_gosched_sync(void) {
    /* goroutines run with their own defer chains (docs/defer.md): not the sync caller's */
    struct rt_defer *chain = swap_chain(NULL);
    rt_gosched_pass();
    swap_chain(chain);
}

/* whether the timer queue can still wake someone: timer.c's definition when the program uses time
   (then it is linked), else this weak one (no timers) */
__attribute__((weak)) bool rt_timer_can_wake(void) { return false; }

/* Can anything still make a goroutine (or a blocked sync caller) ready? A queued sleeper, a timer
 * whose channel someone waits on, or a waiter on an interrupt source while some device interrupt
 * is enabled. Interrupts masked. */
static __attribute__((noinline)) bool can_wake(void) {
    return rt_timer_can_wake() || (rt_irq_waiters && rt_irq_enabled);
}

/* Run goroutines, and sleep the CPU when none is ready, until done(arg) (checked with interrupts
 * masked; NULL: never); returns true then, with interrupts as they were at entry, and the caller
 * (rt_sched_block) runs one pass over the goroutines made ready no later than it (e.g. by the same
 * timer interrupt) before going on: the blocked caller goes to the back, like a woken goroutine.
 * That pass is the caller's, not the loop's, so that rt_sched_run (done NULL) does not link it.
 * Sleeping cannot lose a wakeup: the queue is checked with interrupts masked
 * and port_idle() executes WFI still masked (a pending interrupt ends it), lets the handlers run and
 * returns masked, so the loop looks at the queue again without unmasking. Returns false when nothing
 * is ready and nothing can ever wake anyone (can_wake). Interrupts are masked everywhere in the loop
 * but inside the resume: s, the state at entry, is what every masked section restores
 * (port_irq_mask re-masks without reading it again: a resume leaves the state as it found it). A
 * resume that published a yield queues the frame with no NULL or done test. */
bool rt_sched_drive(bool (*done)(void *arg), void *arg) {
    uint32_t s = port_irq_save();
    void *outer = rt_running;
    /* the chain of call positions of a blocked sync caller (caller.c), if the program keeps one:
       the goroutines' frames point it at theirs when they are resumed */
    rt_caller_rec *positions = &rt_caller_head ? rt_caller_head : NULL;
    for (;;) {
        if (done && done(arg)) {
            if (&rt_caller_head)
                rt_caller_head = positions;
            rt_running = outer;
            port_irq_restore(s);
            return true;
        }
        void *h = dequeue_masked();
        if (!h) {
            if (!can_wake()) {
                rt_running = outer;
                port_irq_restore(s);
                return false;
            }
            port_idle();
            continue;
        }
        port_irq_restore(s);
        rt_running = h;
        __builtin_coro_resume(h);
        void *y = rt_suspended;
        if (__builtin_expect(y != NULL, 1)) {
            rt_suspended = NULL;
            port_irq_mask();
            rt_ready_masked(y);
        } else if (!__builtin_coro_done(h)) { /* h blocked: whatever completes it queues it */
            port_irq_mask();
        } else {
            y = rt_sched_finish(h);
            port_irq_mask();
            enqueue_masked(y);
        }
    }
}

__attribute__((weak)) void rt_sched_run(void) { rt_sched_drive(NULL, NULL); }

/* rt_gosched_pass's end: the goroutines that were queued at its start have run (or a nested
   scheduler loop, sync Go code called back from C, took them). Interrupts masked. */
static bool passed(void *arg) {
    uint32_t *n = arg;
    if (*n == 0 || !rt_ready_queue.head)
        return true;
    --*n;
    return false;
}

/* one pass over what is queued now: goroutines that yield during it wait for the next one (an ISR
   may append meanwhile; only a scheduler loop removes). The scheduler loop itself, stopped after
   as many resumes as the queue held (a loop of its own was 140 B more on mps2-an385 in every
   program whose sync code blocks or yields). */
void rt_gosched_pass(void) {
    uint32_t n = 0;
    for (void *h = rt_ready_queue.head; h; h = *link_of(h))
        n++;
    rt_sched_drive(passed, &n);
}


__attribute__((weak)) void rt_sched_block(bool (*try_complete)(void *arg), void *arg) {
    struct rt_defer *chain = swap_chain(NULL); /* the sync caller's, not the goroutines' */
    if (!rt_sched_drive(try_complete, arg))
        rt_sched_deadlock();
    rt_gosched_pass(); /* the goroutines ready now run first (rt_defer_top is already NULL) */
    swap_chain(chain);
}

_Noreturn void rt_sched_deadlock(void) { rt_fatal_cstr("all goroutines are asleep - deadlock!"); }

/* the running goroutine's number (docs/debugging.md): go.c's, which a program links with its first
   go statement; without one, only main's own code runs: 1 */
__attribute__((weak)) uint32_t rt_goroutine_number(void) { return 1; }

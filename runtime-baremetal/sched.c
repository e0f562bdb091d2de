/* sched.c - the goroutine scheduler: a FIFO ready queue of leaf coroutine handles and the await
 * protocol the compiler emits (normative; docs/coroutines.md). A frame that yields calls
 * rt_coro_yield(itself) and suspends; a parent awaiting an unfinished child stores itself in the
 * child's promise and suspends without yielding. The scheduler resumes the leaf; when a resume
 * leaves a frame done it resumes the frame's parent (which reads the results and destroys the child),
 * and destroys a finished goroutine's top frame. Resuming is O(1) in the await depth. The queue is
 * intrusive through rt_promise.next and interrupt safe (port_irq_save/restore), so ISRs may enqueue
 * with rt_ready_from_isr. When nothing is ready the CPU sleeps (WFI) until a timer or another
 * interrupt makes something ready; sync code that blocks (time.Sleep, Signal.Wait in main) drives
 * the same loop through rt_sched_block until its operation completes. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

void *rt_suspended; /* the leaf that called rt_coro_yield during the current resume/ramp */

static void *ready_head, *ready_tail;

static rt_promise *promise(void *h) { return (rt_promise *)__builtin_coro_promise(h, 8, 0); }

static void enqueue(void *h) {
    rt_promise *p = promise(h);
    uint32_t s = port_irq_save();
    p->next = NULL;
    if (ready_tail)
        promise(ready_tail)->next = h;
    else
        ready_head = h;
    ready_tail = h;
    port_irq_restore(s);
}

static void *dequeue(void) {
    uint32_t s = port_irq_save();
    void *h = ready_head;
    if (h) {
        rt_promise *p = promise(h);
        ready_head = p->next;
        if (!ready_head)
            ready_tail = NULL;
        p->next = NULL;
    }
    port_irq_restore(s);
    return h;
}

void rt_ready(void *h) { enqueue(h); }

void rt_ready_from_isr(void *h) { enqueue(h); }

bool rt_ready_empty(void) { return ready_head == NULL; }

/* Resume the leaf h and walk up through the frames that finish (see the file comment). */
static void run(void *h) {
    for (;;) {
        rt_suspended = NULL;
        __builtin_coro_resume(h);
        if (!__builtin_coro_done(h)) {
            if (rt_suspended)
                enqueue(rt_suspended);
            rt_suspended = NULL;
            return;
        }
        void *parent = promise(h)->parent;
        if (!parent) {
            __builtin_coro_destroy(h); /* goroutine finished: coro.free -> rt_frame_free */
            return;
        }
        h = parent; /* the parent reads the results and destroys h */
    }
}

void rt_coro_yield(void *h) { rt_suspended = h; }

void rt_go(void *h) {
    if (__builtin_coro_done(h)) {
        __builtin_coro_destroy(h);
        return;
    }
    if (rt_suspended)
        enqueue(rt_suspended);
    rt_suspended = NULL;
}

void rt_gosched_sync(void) {
    /* count what is queued now: goroutines that yield during this pass wait for the next one */
    uint32_t n = 0;
    uint32_t s = port_irq_save();
    for (void *h = ready_head; h; h = promise(h)->next)
        n++;
    port_irq_restore(s);
    while (n-- > 0) {
        void *h = dequeue();
        if (!h)
            break;
        run(h);
    }
}

/* Can anything still make a goroutine (or a blocked sync caller) ready? A queued timer, or a
 * waiter on an interrupt source while some device interrupt is enabled. Interrupts masked. */
static bool can_wake(void) { return rt_timer_pending() || (rt_irq_waiters && rt_irq_enabled); }

/* Run goroutines, and sleep the CPU when none is ready, until done(arg) (checked with interrupts
 * masked; NULL: never). Sleeping cannot lose a wakeup: the queue is checked with interrupts masked
 * and port_idle() executes WFI still masked (a pending interrupt ends it), then lets the handlers
 * run. Returns false when nothing is ready and nothing can ever wake anyone. */
static bool drive(bool (*done)(void *arg), void *arg) {
    for (;;) {
        uint32_t s = port_irq_save();
        if (done && done(arg)) {
            port_irq_restore(s);
            /* goroutines made ready no later than us (e.g. by the same timer interrupt) run
               first: the blocked caller goes to the back, like a woken goroutine */
            rt_gosched_sync();
            return true;
        }
        if (ready_head) {
            port_irq_restore(s);
            void *h = dequeue(); /* only ISRs run meanwhile, and they only enqueue */
            if (h)
                run(h);
            continue;
        }
        if (!can_wake()) {
            port_irq_restore(s);
            return false;
        }
        port_idle();
        port_irq_restore(s);
    }
}

void rt_sched_run(void) { drive(NULL, NULL); }

void rt_sched_block(bool (*try_complete)(void *arg), void *arg) {
    if (!drive(try_complete, arg))
        rt_fatal_cstr("all goroutines are asleep - deadlock!");
}

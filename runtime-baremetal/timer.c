/* timer.c - the timer queue and the time package. Sleepers are rt_timer nodes kept in their own
 * frame (or, for sync callers, on the stack) and linked into one list ordered by deadline; a node
 * goes after every node with the same deadline, so equal deadlines wake in FIFO order. The port's
 * single hardware deadline always holds the head's deadline. When it expires the port calls
 * rt_timer_expired_from_isr, which sets every due node's 'fired' flag (what a sync waiter polls)
 * and moves its goroutine, if any, to the ready queue, then re-arms the port for the next one. Time is the port's tick counter,
 * converted to nanoseconds for time.Now; durations become ticks rounded up, so a sleep never ends
 * before its duration has passed on the hardware timer. */
#include "port.h"
#include "rt.h"
#include "rt_chan.h"
#include "rt_internal.h"

_Static_assert(offsetof(rt_chantimer, when) == offsetof(rt_timer, when) &&
               offsetof(rt_chantimer, kind) == offsetof(rt_timer, kind), "rt_chantimer starts as rt_timer");

#define NS_PER_S 1000000000u

rt_timer *rt_timers; /* ordered by 'when'; thread code touches it with interrupts masked */

/* the port's single deadline holds the head's */
static void arm(void) { port_timer_set_deadline(rt_timers ? rt_timers->when : UINT64_MAX); }

/* nanoseconds -> ticks, rounded up; 0 exactly when ns <= 0. The port's tick is a whole number of
 * nanoseconds: port.h requires port_timer_hz() to divide 10^9 (so it fits in 32 bits). */
static inline __attribute__((always_inline)) uint64_t ticks_of(int64_t ns) {
    if (ns <= 0)
        return 0;
    uint32_t per = NS_PER_S / port_timer_hz();
    return ((uint64_t)ns + per - 1) / per;
}

uint64_t rt_ns_to_ticks(int64_t ns) { return ticks_of(ns); }

void rt_timer_insert(rt_timer *t) {
    uint32_t s = port_irq_save();
    rt_timer **p = &rt_timers;
    while (*p && (*p)->when <= t->when)
        p = &(*p)->next;
    t->next = *p;
    *p = t;
    if (p == &rt_timers)
        arm();
    port_irq_restore(s);
}

bool rt_timer_pending(void) { return rt_timers != NULL; }

/* a sleeper is queued, or a timer whose channel has a receiver waiting (a timer nobody waits on
   wakes nobody: it does not keep the program running after main returns) */
bool rt_timer_can_wake(void) {
    for (rt_timer *t = rt_timers; t; t = t->next)
        if (t->kind == RT_TIMER_SLEEP || rt_chan_has_receiver(((rt_chantimer *)t)->c))
            return true;
    return false;
}

/* Runs in the port's timer interrupt. No mask needed around the queue: thread code masks
 * interrupts while it inserts, and no other interrupt handler touches the queue (a handler that
 * can sleep is a compile-time error); the ready queue masks on its own. */
void rt_timer_expired_from_isr(void) {
    rt_timer *t;
    uint64_t now = port_timer_now();
    while ((t = rt_timers) && t->when <= now) {
        rt_timers = t->next;
        t->fired = 1;               /* what a sync waiter polls */
        if (t->kind == RT_TIMER_CHAN) {
            rt_chantimer *ct = (rt_chantimer *)t;
            int64_t ns = rt_time_now(); /* the Time sent (time.Time is its nanoseconds) */
            rt_chan_try_send_from_isr(ct->c, &ns);
            if (ct->period) { /* a ticker: the next tick after now (ticks missed are dropped) */
                do
                    t->when += ct->period;
                while (t->when <= now);
                rt_timer_insert(t);
            }
        } else {
            rt_ready_from_isr(t->hdl); /* a goroutine's leaf (NULL for a sync waiter: nothing) */
        }
    }
    arm();
}

static bool unlink_masked(rt_timer *t) {
    for (rt_timer **p = &rt_timers; *p; p = &(*p)->next)
        if (*p == t) {
            *p = t->next;
            return true;
        }
    return false;
}

void rt_chantimer_start(rt_chantimer *t, struct rt_chan *c, int64_t ns, int64_t period_ns) {
    uint32_t s = port_irq_save();
    unlink_masked((rt_timer *)t);
    t->hdl = NULL;
    t->fired = 0;
    t->kind = RT_TIMER_CHAN;
    t->c = c;
    t->period = ticks_of(period_ns);
    t->when = port_timer_now() + ticks_of(ns);
    rt_timer_insert((rt_timer *)t); /* masks again: nested saves restore in order */
    arm();
    port_irq_restore(s);
}

bool rt_chantimer_stop(rt_chantimer *t) {
    uint32_t s = port_irq_save();
    bool was = unlink_masked((rt_timer *)t);
    arm();
    port_irq_restore(s);
    return was;
}

int64_t rt_time_now(void) { return (int64_t)(port_timer_now() * (NS_PER_S / port_timer_hz())); }

int64_t rt_time_since(int64_t t) { return rt_time_now() - t; }
int64_t rt_time_until(int64_t t) { return t - rt_time_now(); }
int64_t rt_time_sub(int64_t t, int64_t u) { return t - u; }
int64_t rt_time_add(int64_t t, int64_t d) { return t + d; }
bool rt_time_before(int64_t t, int64_t u) { return t < u; }
bool rt_time_after(int64_t t, int64_t u) { return t > u; }
int64_t rt_duration_ns(int64_t d) { return d; }
int64_t rt_duration_us(int64_t d) { return d / 1000; }
int64_t rt_duration_ms(int64_t d) { return d / 1000000; }

bool rt_sleep_prepare(void *h, rt_timer *t, int64_t ns) {
    if (ns <= 0)
        return false;
    t->hdl = h;
    t->fired = 0;
    t->kind = RT_TIMER_SLEEP;
    t->when = ticks_of(ns);
    t->when += port_timer_now();
    rt_timer_insert(t);
    return true;
}

static bool fired(void *arg) { return ((rt_timer *)arg)->fired != 0; }

void rt_sleep_block(int64_t ns) {
    rt_timer t;
    if (rt_sleep_prepare(NULL, &t, ns))
        rt_sched_block(fired, &t);
}

/* timer.c - the timer queue and the time package. Sleepers are rt_timer nodes kept in their own
 * frame (or, for sync callers, on the stack) and linked into one list ordered by deadline; a node
 * goes after every node with the same deadline, so equal deadlines wake in FIFO order. The port's
 * single hardware deadline always holds the head's deadline. When it expires the port calls
 * rt_timer_expired_from_isr, which moves every due sleeper to the ready queue (a sync waiter gets
 * its 'fired' flag) and re-arms the port for the next one. Time is the port's tick counter,
 * converted to nanoseconds for time.Now; durations become ticks rounded up, so a sleep never ends
 * before its duration has passed on the hardware timer. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

#define NS_PER_S 1000000000ull

static rt_timer *timers; /* ordered by 'when'; touched with interrupts masked only */

static void arm(void) { port_timer_set_deadline(timers ? timers->when : UINT64_MAX); }

/* the port's tick in nanoseconds: port.h requires port_timer_hz() to divide 10^9 */
static uint32_t ns_per_tick(void) { return (uint32_t)(NS_PER_S / port_timer_hz()); }

uint64_t rt_ns_to_ticks(int64_t ns) {
    if (ns <= 0)
        return 0;
    uint32_t per = ns_per_tick();
    return ((uint64_t)ns + per - 1) / per;
}

void rt_timer_insert(rt_timer *t) {
    uint32_t s = port_irq_save();
    rt_timer **p = &timers;
    while (*p && (*p)->when <= t->when)
        p = &(*p)->next;
    t->next = *p;
    *p = t;
    if (timers == t)
        arm();
    port_irq_restore(s);
}

bool rt_timer_pending(void) { return timers != NULL; }

void rt_timer_expired_from_isr(void) {
    uint32_t s = port_irq_save();
    uint64_t now = port_timer_now();
    while (timers && timers->when <= now) {
        rt_timer *t = timers;
        timers = t->next;
        t->next = NULL;
        if (t->hdl)
            rt_ready_from_isr(t->hdl);
        else
            t->fired = 1;
    }
    arm();
    port_irq_restore(s);
}

int64_t rt_time_now(void) { return (int64_t)(port_timer_now() * ns_per_tick()); }

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
    t->when = port_timer_now() + rt_ns_to_ticks(ns);
    rt_timer_insert(t);
    return true;
}

static bool fired(void *arg) { return ((rt_timer *)arg)->fired != 0; }

void rt_sleep_block(int64_t ns) {
    rt_timer t;
    if (rt_sleep_prepare(NULL, &t, ns))
        rt_sched_block(fired, &t);
}

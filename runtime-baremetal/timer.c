/* timer.c - the timer queue and the time package. Sleepers are rt_timer nodes kept in their own
 * frame (or, for sync callers, on the stack) and linked into one pairing heap ordered by
 * (deadline, insertion number): inserting is one comparison, taking the earliest costs O(log n)
 * amortised, so a wake-up does not walk the other sleepers; equal deadlines wake in FIFO order
 * (the insertion number breaks ties). The port's single hardware deadline always holds the root's
 * deadline. When it expires the port calls rt_timer_expired_from_isr, which pops every due node,
 * sets its 'fired' flag (what a sync waiter polls) and moves its goroutine, if any, to the ready
 * queue, then re-arms the port for the next one. Time is the port's tick counter, converted to
 * nanoseconds for time.Now; durations become ticks rounded up, so a sleep never ends before its
 * duration has passed on the hardware timer. */
#include "port.h"
#include "rt.h"
#include "rt_chan.h"
#include "rt_internal.h"

_Static_assert(offsetof(rt_chantimer, when) == offsetof(rt_timer, when) &&
               offsetof(rt_chantimer, kind) == offsetof(rt_timer, kind) &&
               offsetof(rt_chantimer, prev) == offsetof(rt_timer, prev), "rt_chantimer starts as rt_timer");

#define NS_PER_S 1000000000u

/* The heap's root: the earliest node (NULL: no timer). Thread code touches the heap with interrupts
 * masked. A queued node's 'prev' is its parent when it is its parent's first child, else its left
 * sibling; the root's is NULL, and so is a node's once it leaves the heap. */
rt_timer *rt_timers;
static uint32_t inserted; /* insertion numbers: FIFO among equal deadlines */

/* the port's single deadline holds the root's */
static void arm(void) { port_timer_set_deadline(rt_timers ? rt_timers->when : UINT64_MAX); }

/* nanoseconds -> ticks, rounded up; 0 exactly when ns <= 0. The port's tick is a whole number of
 * nanoseconds: port.h requires port_timer_hz() to divide 10^9 (so it fits in 32 bits). A duration
 * under 4.2 s divides in 32 bits (one instruction where the core divides), a longer one bit by bit
 * (rt_udiv64_32): no 64-bit division routine linked for sleeps. */
static inline __attribute__((always_inline)) uint64_t ticks_of(int64_t ns) {
    if (ns <= 0)
        return 0;
    uint32_t per = NS_PER_S / port_timer_hz();
    return rt_udiv64_32((uint64_t)ns + per - 1, per);
}

uint64_t rt_ns_to_ticks(int64_t ns) { return ticks_of(ns); }

/* a wakes before b: an earlier deadline, or the same one and queued first (the difference of the
   insertion numbers orders them across the counter's wrap while fewer than 2^31 are apart) */
static bool before(const rt_timer *a, const rt_timer *b) {
    return a->when < b->when || (a->when == b->when && (int32_t)(a->seq - b->seq) < 0);
}

/* link two heaps: the later root becomes the earlier's first child; the winner's prev and next are
   the caller's to set */
static rt_timer *meld(rt_timer *a, rt_timer *b) {
    if (before(b, a)) {
        rt_timer *x = a;
        a = b;
        b = x;
    }
    b->prev = a;
    b->next = a->child;
    if (a->child)
        a->child->prev = b;
    a->child = b;
    return a;
}

/* one heap of a sibling list (a removed node's children): meld them in pairs left to right, then
   the pairs right to left (the two-pass pairing that makes taking the root O(log n) amortised) */
static rt_timer *merge_pairs(rt_timer *c) {
    rt_timer *acc = NULL; /* the pairs, last first, linked by next */
    while (c) {
        rt_timer *a = c, *b = c->next;
        c = NULL;
        if (b) {
            c = b->next;
            a = meld(a, b);
        }
        a->next = acc;
        acc = a;
    }
    if (!acc)
        return NULL;
    rt_timer *r = acc;
    for (acc = acc->next; acc;) {
        rt_timer *n = acc->next;
        r = meld(r, acc);
        acc = n;
    }
    r->next = r->prev = NULL;
    return r;
}

/* take the root out (heap not empty); masked */
static rt_timer *pop_masked(void) {
    rt_timer *t = rt_timers;
    rt_timers = merge_pairs(t->child);
    t->prev = NULL;
    return t;
}

/* queue t (not queued); masked */
static void push_masked(rt_timer *t) {
    t->seq = inserted++;
    t->child = t->next = t->prev = NULL;
    rt_timers = rt_timers ? meld(rt_timers, t) : t;
}

void rt_timer_insert(rt_timer *t) {
    uint32_t s = port_irq_save();
    push_masked(t);
    if (rt_timers == t)
        arm();
    port_irq_restore(s);
}

bool rt_timer_pending(void) { return rt_timers != NULL; }

/* what expiry and rt_timer_can_wake do with a channel or function timer (time.Timer, Ticker,
   After, AfterFunc): set by rt_chantimer_start, the only maker of such nodes, so a program that
   only sleeps links no channel send from here (NULL until such a timer is started). External, so
   that the optimiser cannot prove the one value ever stored and call it directly. */
typedef struct rt_timer_other {
    void (*fire)(rt_timer *t, uint64_t now);
    bool (*waited)(const rt_timer *t);
} rt_timer_other;
extern const rt_timer_other *rt_timer_others;
const rt_timer_other *rt_timer_others;

/* a sleeper is queued, or a timer whose channel has a receiver waiting (a timer nobody waits on
   wakes nobody: it does not keep the program running after main returns). Visits the heap in
   preorder from the root (a sleeper is usually there), climbing back through prev. */
bool rt_timer_can_wake(void) {
    for (rt_timer *t = rt_timers; t;) {
        if (t->kind == RT_TIMER_SLEEP || rt_timer_others->waited(t))
            return true;
        if (t->child) {
            t = t->child;
            continue;
        }
        for (;;) { /* the next sibling of t or of its nearest ancestor that has one */
            if (t->next) {
                t = t->next;
                break;
            }
            while (t->prev && t->prev->child != t) /* to the first sibling, */
                t = t->prev;
            t = t->prev; /* then its parent (NULL above the root: done) */
            if (!t)
                return false;
        }
    }
    return false;
}

/* Runs in the port's timer interrupt. No mask needed around the queue: thread code masks
 * interrupts while it inserts, and no other interrupt handler touches the queue (a handler that
 * can sleep is a compile-time error); the ready queue masks on its own. */
void rt_timer_expired_from_isr(void) {
    uint64_t now = port_timer_now();
    while (rt_timers && rt_timers->when <= now) {
        rt_timer *t = pop_masked();
        t->fired = 1;               /* what a sync waiter polls */
        if (t->kind != RT_TIMER_SLEEP)
            rt_timer_others->fire(t, now);
        else
            rt_ready_from_isr(t->hdl); /* a goroutine's leaf (NULL for a sync waiter: nothing) */
    }
    arm();
}

/* a channel or function timer expired (in the timer interrupt) */
static void fire_chan(rt_timer *t, uint64_t now) {
    rt_chantimer *ct = (rt_chantimer *)t;
    if (t->kind == RT_TIMER_FUNC) {
        ((rt_functimer *)t)->fn();
    } else {
        /* the Time sent: a clock reading in time.Time's layout (lib/time/time.go): the Unix
           epoch in seconds since year 1, the nanoseconds since reset, location nil (UTC) */
        struct { int64_t sec, nsec; void *loc; } now_time = { RT_TIME_UNIX_SECONDS, rt_time_now(), NULL };
        rt_chan_try_send_from_isr(ct->c, &now_time);
    }
    if (ct->period) { /* a ticker: the next tick after now (ticks missed are dropped) */
        do
            t->when += ct->period;
        while (t->when <= now);
        push_masked(t);
    }
}

/* a receiver waits on the timer's channel */
static bool chan_waited(const rt_timer *t) { return rt_chan_has_receiver(((const rt_chantimer *)t)->c); }

/* take t out of the heap wherever it is; false when it was not queued. Masked. */
static bool unlink_masked(rt_timer *t) {
    if (t == rt_timers) {
        pop_masked();
        return true;
    }
    rt_timer *p = t->prev;
    if (!p)
        return false;
    if (p->child == t)
        p->child = t->next;
    else
        p->next = t->next;
    if (t->next)
        t->next->prev = p;
    t->prev = NULL;
    rt_timer *sub = merge_pairs(t->child);
    if (sub)
        rt_timers = meld(rt_timers, sub);
    return true;
}

void rt_chantimer_start(rt_chantimer *t, struct rt_chan *c, int64_t ns, int64_t period_ns) {
    uint32_t s = port_irq_save();
    static const rt_timer_other chan_timers = {fire_chan, chan_waited};
    rt_timer_others = &chan_timers;
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

void rt_functimer_start(rt_functimer *t, void (*fn)(void), int64_t ns, int64_t period_ns) {
    uint32_t s = port_irq_save(); /* queued as a channel timer, then made a function one */
    t->fn = fn;
    rt_chantimer_start(&t->base, NULL, ns, period_ns);
    t->base.kind = RT_TIMER_FUNC;
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

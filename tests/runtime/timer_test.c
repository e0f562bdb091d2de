/* timer_test.c - the timer queue, sleeps and interrupt.Signal on the host, with hand-written
 * coroutine frames laid out like LLVM's ({resume, destroy, promise, ...}, see sched_test.c) and
 * the stub's simulated 1 MHz timer (port_idle jumps to the armed deadline and "takes" the timer
 * interrupt; stub_idle_hook plays a device interrupt). Checked: sleepers wake in deadline order
 * with FIFO among equal deadlines, durations round up to ticks without overflow, a sync sleep
 * runs goroutines while it waits, Signal counting/saturation/drops and FIFO waiters, wakeups
 * from a simulated ISR while idle, the scheduler running on for a waiter on an enabled interrupt,
 * the deadlock report when nothing can wake a blocked main, and the heap itself (timer.c's pairing
 * heap): its order and links after every insertion and removal, FIFO among many equal deadlines,
 * stops of timers deep in the heap, and the walk that asks whether a queued timer can wake anyone. */
#include <stddef.h>

#include "port.h"
#include "rt.h"
#include "rt_chan.h"
#include "rt_internal.h"
#include "stub.h"

typedef struct frame frame;
struct frame {
    void (*resume)(frame *);
    void (*destroy)(frame *);
    rt_promise promise;
    int state, id;
    int64_t ns;
    rt_signal *sig;
    rt_timer timer; /* what the compiler keeps in the frame across time.Sleep */
};
_Static_assert(offsetof(frame, promise) == 2 * sizeof(void *), "LLVM frame layout");

static int live;

static void frame_destroy(frame *f) {
    live--;
    rt_frame_free(f);
}

static frame *new_frame(void (*resume)(frame *), int id) {
    frame *f = rt_frame_alloc(sizeof(frame));
    memset(f, 0, sizeof *f);
    f->resume = resume;
    f->destroy = frame_destroy;
    f->id = id;
    live++;
    return f;
}

static void say(const char *what, int id) {
    rt_print_string((const uint8_t *)what, (int32_t)strlen(what));
    rt_print_space();
    rt_print_int(id);
    rt_print_nl();
}

/* go sleeper(id, ns): time.Sleep(ns); println("woke", id) */
static void sleeper_resume(frame *f) {
    switch (f->state) {
    case 0:
        f->state = 1;
        if (rt_sleep_prepare(f, &f->timer, f->ns))
            return; /* suspend: the timer queues us */
        /* fallthrough */
    default:
        say("woke", f->id);
        f->resume = NULL;
    }
}

static void go_sleeper(int id, int64_t ns) {
    frame *f = new_frame(sleeper_resume, id);
    f->ns = ns;
    f->resume(f); /* the ramp */
    rt_go(f);
}

/* go waiter(id, sig): sig.Wait(); println("got", id) */
static void waiter_resume(frame *f) {
    switch (f->state) {
    case 0:
        f->state = 1;
        if (rt_signal_wait_prepare(f, f->sig))
            return;
        /* fallthrough */
    default:
        say("got", f->id);
        f->resume = NULL;
    }
}

static void go_waiter(int id, rt_signal *sig) {
    frame *f = new_frame(waiter_resume, id);
    f->sig = sig;
    f->resume(f);
    rt_go(f);
}

static void test_ticks(void) {
    CHECK(rt_ns_to_ticks(0) == 0);
    CHECK(rt_ns_to_ticks(-5) == 0);
    CHECK(rt_ns_to_ticks(1) == 1); /* rounded up: a sleep never ends early */
    CHECK(rt_ns_to_ticks(1000) == 1);
    CHECK(rt_ns_to_ticks(1001) == 2);
    CHECK(rt_ns_to_ticks(3600000000000LL) == 3600000000ULL); /* an hour, no overflow */
    CHECK(rt_ns_to_ticks(INT64_MAX) == (uint64_t)INT64_MAX / 1000 + 1);
}

static void test_deadline_order(void) {
    stub_reset();
    stub_now = 1000;
    go_sleeper(3, 30000000);
    go_sleeper(1, 10000000);
    go_sleeper(2, 20000000);
    go_sleeper(11, 10000000); /* same deadline as 1, started later: after it */
    go_sleeper(0, 0);         /* no wait: done in its ramp */
    CHECK(rt_timer_pending());
    CHECK(stub_deadline == 1000 + 10000);
    rt_sched_run();
    CHECK_STR(stub_output(), "woke 0\nwoke 1\nwoke 11\nwoke 2\nwoke 3\n");
    CHECK(stub_now == 1000 + 30000);
    CHECK(!rt_timer_pending());
    CHECK(stub_deadline == UINT64_MAX);
    CHECK(live == 0);
}

/* the heap below t (t's parent is parent, its left sibling left): every child due no earlier than
   its parent, prev links right; the number of nodes */
static int heap_check(rt_timer *t, rt_timer *parent) {
    int n = 0;
    for (rt_timer *left = NULL; t; left = t, t = t->next) {
        CHECK(t->prev == (left ? left : parent));
        if (parent)
            CHECK(t->when > parent->when || (t->when == parent->when && (int32_t)(t->seq - parent->seq) > 0));
        n += 1 + heap_check(t->child, t);
        if (!parent)
            break; /* the root has no siblings */
    }
    return n;
}

static uint32_t lcg = 12345;
static uint32_t rnd(uint32_t n) {
    lcg = lcg * 1103515245u + 12345u;
    return (lcg >> 16) % n;
}

/* 50 sleepers (what the general frame pool holds) with deadlines from 8 values among 10 channel
   timers, some stopped or restarted while the heap is deep: the sleepers wake by deadline, FIFO
   among equal ones */
static void test_heap_order(void) {
    enum { NS = 50, NC = 10 };
    static rt_chantimer ct[NC];
    static int64_t when[NS];
    rt_chan c;
    rt_chan_init(&c, sizeof(int64_t), 0, NULL); /* no receiver: a due channel timer drops its send */
    stub_reset();
    stub_now = 0;
    int queued = 0;
    for (int i = 0; i < NS; i++) {
        when[i] = 1 + rnd(8);
        go_sleeper(i, when[i] * 1000); /* 1 MHz: when[i] ticks */
        queued++;
        if (i % 5 == 0) {
            rt_chantimer_start(&ct[i / 5], &c, (int64_t)(1 + rnd(12)) * 1000, 0);
            queued++;
        }
        if (i % 7 == 3) { /* stop (or restart) an earlier channel timer, wherever it is */
            rt_chantimer *x = &ct[rnd(i / 5 + 1)];
            bool was = rt_chantimer_stop(x);
            queued -= was;
            CHECK(!rt_chantimer_stop(x));
            if (i % 2) {
                rt_chantimer_start(x, &c, (int64_t)(1 + rnd(12)) * 1000, 0);
                queued++;
            }
        }
        CHECK(heap_check(rt_timers, NULL) == queued);
    }
    CHECK(stub_irq_depth == 0);
    rt_sched_run(); /* idles deadline by deadline until the last sleeper */
    char want[NS * 12], *w = want;
    for (int64_t d = 1; d <= 8; d++)
        for (int i = 0; i < NS; i++)
            if (when[i] == d)
                w += sprintf(w, "woke %d\n", i);
    CHECK_STR(stub_output(), want);
    CHECK(live == 0);
    int left = heap_check(rt_timers, NULL); /* channel timers due after the last sleeper */
    for (int i = 0; i < NC; i++)
        left -= rt_chantimer_stop(&ct[i]);
    CHECK(left == 0);
    CHECK(!rt_timer_pending());
    CHECK(stub_deadline == UINT64_MAX);
}

/* rt_timer_can_wake finds a sleeper below channel timers nobody receives from, and no more once
   it has fired */
static void test_heap_can_wake(void) {
    static rt_chantimer ct[30];
    rt_chan c;
    rt_chan_init(&c, sizeof(int64_t), 0, NULL);
    stub_reset();
    stub_now = 0;
    rt_timer s = {0};
    for (int i = 0; i < 30; i++) {
        rt_chantimer_start(&ct[i], &c, (int64_t)(30 - i) * 1000, 0);
        if (i == 10) {
            s.when = 15;
            rt_timer_insert(&s); /* a sync sleeper (hdl NULL) */
        }
    }
    CHECK(rt_timers != &s);
    CHECK(rt_timer_can_wake());
    stub_now = 3;
    rt_timer_expired_from_isr(); /* three channel timers fire: the heap is rebuilt in pairs */
    CHECK(heap_check(rt_timers, NULL) == 28);
    CHECK(rt_timers != &s && !s.fired);
    CHECK(rt_timer_can_wake());
    stub_now = 15;
    rt_timer_expired_from_isr();
    CHECK(s.fired);
    CHECK(heap_check(rt_timers, NULL) == 15);
    CHECK(!rt_timer_can_wake());
    CHECK(stub_deadline == 16);
    for (int i = 0; i < 30; i++)
        rt_chantimer_stop(&ct[i]);
    CHECK(!rt_timer_pending());
}

static void test_sync_sleep(void) {
    stub_reset();
    stub_now = 0;
    go_sleeper(1, 5000000);
    go_sleeper(2, 15000000);
    rt_sleep_block(10000000); /* main sleeps: sleeper 1 runs meanwhile */
    say("main", 0);
    CHECK(stub_now == 10000);
    rt_sched_run();
    CHECK_STR(stub_output(), "woke 1\nmain 0\nwoke 2\n");
    CHECK(live == 0);
    CHECK(rt_time_now() == 15000000); /* 15000 ticks at 1 MHz */
}

static rt_signal hook_sig;
static int hook_calls;
static void notify_hook(void) {
    hook_calls++;
    rt_signal_notify_from_isr(&hook_sig);
}

static void test_signal(void) {
    rt_signal s = {0};
    for (uint32_t i = 0; i < RT_SIGNAL_MAX + 5; i++)
        rt_signal_notify_from_isr(&s);
    CHECK(rt_signal_pending(&s) == (int32_t)RT_SIGNAL_MAX);
    CHECK(rt_signal_drops(&s) == 5);
    rt_signal_wait_block(&s); /* a token is there: returns at once */
    CHECK(rt_signal_pending(&s) == (int32_t)RT_SIGNAL_MAX - 1);

    /* waiters get one token each, in FIFO order, through the ready queue */
    stub_reset();
    rt_signal w = {0};
    rt_signal_notify_from_isr(&w);
    go_waiter(1, &w); /* takes the pending token in its ramp */
    go_waiter(2, &w);
    go_waiter(3, &w);
    go_waiter(4, &w);
    CHECK(rt_irq_waiters == 3);
    rt_signal_notify_from_isr(&w);
    rt_signal_notify_from_isr(&w);
    CHECK(rt_signal_pending(&w) == 0);
    rt_sched_run(); /* no interrupt enabled: waiter 4 is abandoned */
    CHECK_STR(stub_output(), "got 1\ngot 2\ngot 3\n");
    rt_signal_notify_from_isr(&w);
    rt_sched_run();
    CHECK_STR(stub_output(), "got 1\ngot 2\ngot 3\ngot 4\n");
    CHECK(rt_irq_waiters == 0);
    CHECK(live == 0);
}

static void test_isr_wakeups(void) {
    /* main blocked on a signal, an enabled interrupt notifies it while the CPU idles */
    stub_reset();
    stub_idle_hook = notify_hook;
    rt_interrupt_enable(5);
    int idles = stub_idles;
    rt_signal_wait_block(&hook_sig);
    CHECK(hook_calls == 1);
    CHECK(stub_idles == idles + 1);

    /* after main: the scheduler keeps running for a goroutine waiting on an enabled interrupt */
    go_waiter(7, &hook_sig);
    rt_sched_run();
    CHECK(hook_calls == 2);
    CHECK_STR(stub_output(), "got 7\n");
    rt_interrupt_disable(5);
    stub_idle_hook = NULL;
    CHECK(rt_irq_enabled == 0);
    CHECK(live == 0);
}

static void test_deadlock(void) {
    stub_reset();
    rt_signal never = {0};
    go_waiter(9, &never); /* waits forever: nothing enabled */
    int st = EXPECT_EXIT(rt_signal_wait_block(&never));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "fatal error: all goroutines are asleep - deadlock!\n");
}

int main(void) {
    test_ticks();
    test_deadline_order();
    test_heap_order();
    test_heap_can_wake();
    test_sync_sleep();
    test_signal();
    test_isr_wakeups();
    test_deadlock();
    CHECK(stub_irq_depth == 0);
    TEST_END();
}

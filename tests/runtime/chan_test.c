/* chan_test.c - channels and select (chan.c) on the host, with hand-written goroutine frames laid
 * out like LLVM's switched-resume frames (see sched_test.c): a goroutine's resume function calls
 * the *_prepare functions as compiled $coro code will, keeps its waiter in its frame and returns
 * (suspends) when told to wait. Checked: buffered FIFO order and len/cap, direct hand-over on an
 * unbuffered channel in both directions between goroutines and sync code, FIFO wake order of
 * blocked receivers, close (buffered values first, then zero values with ok false; blocked senders
 * panic), the three panic messages, nil channels blocking, non-blocking sends from an "interrupt
 * handler" with drops counted, select (ready case, default, blocking until a peer, stale waiters
 * of a fired select skipped, random choice among ready cases), the sync world's deadlock error, and
 * balanced interrupt masking throughout. */
#include <stddef.h>

#include "rt.h"
#include "rt_chan.h"
#include "rt_internal.h"
#include "stub.h"

typedef struct frame frame;
struct frame {
    void (*resume)(frame *);
    void (*destroy)(frame *);
    rt_promise promise;
    int state, id, i, n, sum;
    int value;        /* the value slot an operation sends from / receives into */
    rt_chan *c, *c2;
    rt_chan_waiter w; /* lives in the frame, like compiled code's */
    rt_select sel;
    rt_select_case cases[2];
};
_Static_assert(offsetof(frame, promise) == 2 * sizeof(void *), "LLVM frame layout: promise after 2 pointers");

static int live;

static void frame_destroy(frame *f) {
    live--;
    rt_frame_free(f);
}

static frame *go(void (*resume)(frame *), int id, rt_chan *c, int n) {
    frame *f = rt_frame_alloc(sizeof(frame));
    memset(f, 0, sizeof *f);
    f->resume = resume;
    f->destroy = frame_destroy;
    f->id = id;
    f->c = c;
    f->n = n;
    live++;
    f->resume(f); /* the ramp runs until its first suspend */
    rt_go(f);
    return f;
}

static void say(int id, const char *what, int v) {
    rt_print_int(id);
    rt_print_space();
    rt_print_string((const uint8_t *)what, (int32_t)strlen(what));
    rt_print_space();
    rt_print_int(v);
    rt_print_nl();
}

/* receives n values and prints them; then reports ok of one more receive if n < 0 */
static void receiver(frame *f) {
    for (;;) {
        switch (f->state) {
        case 0:
            if (f->i == f->n) {
                f->resume = NULL;
                return;
            }
            f->state = 1;
            if (rt_chan_recv_prepare(f, f->c, &f->value, &f->w))
                return; /* suspend: the sender makes us ready */
            /* fallthrough */
        case 1:
            say(f->id, f->w.ok ? "got" : "closed", f->value);
            f->i++;
            f->state = 0;
        }
    }
}

/* sends id*100 + i for i < n */
static void sender(frame *f) {
    for (;;) {
        switch (f->state) {
        case 0:
            if (f->i == f->n) {
                f->resume = NULL;
                return;
            }
            f->value = f->id * 100 + f->i;
            f->state = 1;
            if (rt_chan_send_prepare(f, f->c, &f->value, &f->w))
                return;
            /* fallthrough */
        case 1:
            if (f->w.done)
                rt_chan_send_finish(&f->w);
            f->i++;
            f->state = 0;
        }
    }
}

static void test_buffered(void) {
    stub_reset();
    int buf[3], v = 0;
    rt_chan c;
    rt_chan_init(&c, sizeof(int), 3, buf);
    for (int i = 1; i <= 3; i++)
        rt_chan_send(&c, &i);
    CHECK(rt_chan_len(&c) == 3 && rt_chan_cap(&c) == 3);
    int sum = 0;
    for (int i = 1; i <= 3; i++) {
        CHECK(rt_chan_recv(&c, &v));
        CHECK(v == i); /* FIFO */
        sum += v;
    }
    CHECK(sum == 6 && rt_chan_len(&c) == 0);
    CHECK(rt_chan_len(NULL) == 0 && rt_chan_cap(NULL) == 0);
}

static void test_unbuffered_goroutines(void) {
    stub_reset();
    rt_chan c;
    rt_chan_init(&c, sizeof(int), 0, NULL);
    go(receiver, 1, &c, 3); /* blocks at once */
    go(sender, 2, &c, 3);   /* hands over 200 directly, then waits for the receiver */
    rt_sched_run();
    CHECK_STR(stub_output(), "1 got 200\n1 got 201\n1 got 202\n");
    CHECK(live == 0);
    CHECK(c.recvq.head == NULL && c.sendq.head == NULL);
}

static void test_sync_main_and_goroutine(void) {
    stub_reset();
    rt_chan c;
    rt_chan_init(&c, sizeof(int), 0, NULL);
    go(sender, 7, &c, 2); /* blocks: nobody receives yet */
    int v = 0;
    CHECK(rt_chan_recv(&c, &v) && v == 700); /* straight from the blocked sender */
    CHECK(rt_chan_recv(&c, &v) && v == 701); /* main blocks; the scheduler runs the sender */
    go(receiver, 8, &c, 1);
    int x = 42;
    rt_chan_send(&c, &x); /* straight to the blocked receiver */
    rt_sched_run();
    CHECK_STR(stub_output(), "8 got 42\n");
    CHECK(live == 0);
}

static void test_fifo_wakeups(void) {
    stub_reset();
    rt_chan c;
    rt_chan_init(&c, sizeof(int), 0, NULL);
    go(receiver, 1, &c, 1);
    go(receiver, 2, &c, 1);
    go(receiver, 3, &c, 1);
    for (int i = 10; i < 13; i++)
        rt_chan_send(&c, &i);
    rt_sched_run();
    CHECK_STR(stub_output(), "1 got 10\n2 got 11\n3 got 12\n");
    CHECK(live == 0);
}

static void test_close(void) {
    stub_reset();
    int buf[2];
    rt_chan c;
    rt_chan_init(&c, sizeof(int), 2, buf);
    int a = 5, b = 6, v = -1;
    rt_chan_send(&c, &a);
    rt_chan_send(&c, &b);
    rt_chan_close_from_isr(&c);
    CHECK(rt_chan_recv(&c, &v) && v == 5); /* buffered values first */
    CHECK(rt_chan_recv(&c, &v) && v == 6);
    CHECK(!rt_chan_recv(&c, &v) && v == 0); /* then the zero value, ok false */

    rt_chan u;
    rt_chan_init(&u, sizeof(int), 0, NULL);
    go(receiver, 4, &u, 2);
    rt_chan_close_from_isr(&u); /* wakes the blocked receiver with ok false */
    rt_sched_run();
    CHECK_STR(stub_output(), "4 closed 0\n4 closed 0\n");
    CHECK(live == 0);
}

/* run f, which must panic (or die) with exactly msg and exit status 2 */
static void expect_exit(void (*f)(void), const char *msg) {
    stub_reset();
    jmp_buf j;
    stub_exit_jmp = &j;
    int depth = stub_irq_depth;
    if (!setjmp(j)) {
        f();
        CHECK(!"no panic");
    }
    stub_exit_jmp = NULL;
    stub_irq_depth = depth; /* the exit path leaves the mask as it was */
    CHECK_STR(stub_output(), msg);
    CHECK(stub_exit_status == 2);
}

static rt_chan pc;
static void close_nil(void) { rt_chan_close_from_isr(NULL); }
static void close_twice(void) {
    rt_chan_init(&pc, 4, 0, NULL);
    rt_chan_close_from_isr(&pc);
    rt_chan_close_from_isr(&pc);
}
static void send_closed(void) {
    int x = 1;
    rt_chan_init(&pc, 4, 0, NULL);
    rt_chan_close_from_isr(&pc);
    rt_chan_send(&pc, &x);
}
static void send_then_closed(void) { /* a goroutine blocked in a send when the channel closes */
    rt_chan_init(&pc, 4, 0, NULL);
    go(sender, 9, &pc, 1);
    rt_chan_close_from_isr(&pc);
    rt_sched_run();
}
static void recv_nil_main(void) { /* main blocked on a nil channel, nothing else: deadlock */
    int v;
    rt_chan_recv(NULL, &v);
}
static void recv_main_deadlock(void) {
    int v;
    rt_chan_init(&pc, 4, 0, NULL);
    rt_chan_recv(&pc, &v);
}

static void test_panics(void) {
    expect_exit(close_nil, "panic: close of nil channel\n");
    expect_exit(close_twice, "panic: close of closed channel\n");
    expect_exit(send_closed, "panic: send on closed channel\n");
    expect_exit(send_then_closed, "panic: send on closed channel\n");
    live = 0; /* the panicking goroutine's frame is abandoned with the program */
    expect_exit(recv_nil_main, "fatal error: all goroutines are asleep - deadlock!\n");
    expect_exit(recv_main_deadlock, "fatal error: all goroutines are asleep - deadlock!\n");
}

/* an "interrupt handler" feeding a buffered channel without blocking: received + dropped = fired */
static rt_chan isr_c;
static int isr_buf[4], isr_fired, isr_dropped, isr_limit;
static void fake_isr(void) {
    while (isr_fired < isr_limit) { /* a burst of interrupts while the CPU idles */
        int v = isr_fired++;
        if (!rt_chan_try_send_from_isr(&isr_c, &v))
            isr_dropped++;
    }
}

static void test_from_isr(void) {
    stub_reset();
    rt_chan_init(&isr_c, sizeof(int), 4, isr_buf);
    isr_c.isr_fed = 1; /* without it, main waiting would be a deadlock */
    rt_interrupt_enable(3);
    isr_fired = isr_dropped = 0;
    isr_limit = 10;
    stub_idle_hook = fake_isr;
    int v, got = 0, last = -1;
    bool ok;
    while (got + isr_dropped < isr_limit) {
        CHECK(rt_chan_recv(&isr_c, &v)); /* main blocks; the idle hook "interrupts" */
        CHECK(v > last);
        last = v;
        got++;
    }
    stub_idle_hook = NULL;
    rt_interrupt_disable(3);
    CHECK(rt_irq_waiters == 0);
    CHECK(got == 5 && isr_dropped == 5); /* the waiting receiver took the first, the buffer 4 */
    CHECK(!rt_chan_try_recv_from_isr(&isr_c, &v, &ok));
    CHECK(!rt_chan_try_send_from_isr(NULL, &v));
}

/* select over two channels in a goroutine: n rounds, printing which case fired */
static void selector(frame *f) {
    for (;;) {
        switch (f->state) {
        case 0: {
            if (f->i == f->n) {
                f->resume = NULL;
                return;
            }
            f->cases[0] = (rt_select_case){.c = f->c, .val = &f->value, .dir = RT_SELECT_RECV};
            f->cases[1] = (rt_select_case){.c = f->c2, .val = &f->sum, .dir = RT_SELECT_RECV};
            f->state = 1;
            int r = rt_select_prepare(f, &f->sel, f->cases, 2, false);
            if (r == RT_SELECT_WAIT)
                return;
            say(f->id, r == 0 ? "case0" : "case1", r == 0 ? f->value : f->sum);
            f->i++;
            f->state = 0;
            break;
        }
        case 1: {
            int r = rt_select_finish(&f->sel);
            say(f->id, r == 0 ? "woke0" : "woke1", r == 0 ? f->value : f->sum);
            f->i++;
            f->state = 0;
        }
        }
    }
}

static void test_select(void) {
    stub_reset();
    int b1[2], b2[2], x = 1, y = 2;
    rt_chan c1, c2;
    rt_chan_init(&c1, sizeof(int), 2, b1);
    rt_chan_init(&c2, sizeof(int), 2, b2);
    rt_select_case k[2] = {{.c = &c1, .val = &x, .dir = RT_SELECT_SEND}, {.c = &c2, .val = &y, .dir = RT_SELECT_SEND}};
    /* both ready: a random one */
    int r = rt_select_block(k, 2, false);
    CHECK(r == 0 || r == 1);
    CHECK(rt_chan_len(&c1) + rt_chan_len(&c2) == 1);
    /* random among ready cases: over many rounds both are chosen */
    int seen[2] = {0, 0};
    int v;
    for (int i = 0; i < 64; i++) {
        r = rt_select_block(k, 2, false);
        seen[r]++;
        rt_chan_recv(r == 0 ? &c1 : &c2, &v);
    }
    CHECK(seen[0] > 8 && seen[1] > 8);
    /* nothing ready, default */
    rt_chan e;
    rt_chan_init(&e, sizeof(int), 0, NULL);
    rt_select_case d[2] = {{.c = &e, .val = &v, .dir = RT_SELECT_RECV}, {.c = NULL, .val = &v, .dir = RT_SELECT_SEND}};
    CHECK(rt_select_block(d, 2, true) == RT_SELECT_DEFAULT);
    CHECK(e.recvq.head == NULL);

    /* a goroutine blocked in a select: woken by a send on its second channel; its waiter on the
       first channel is stale and must be skipped, then unlinked */
    rt_chan u1, u2;
    rt_chan_init(&u1, sizeof(int), 0, NULL);
    rt_chan_init(&u2, sizeof(int), 0, NULL);
    frame *f = rt_frame_alloc(sizeof(frame));
    memset(f, 0, sizeof *f);
    f->resume = selector;
    f->destroy = frame_destroy;
    f->id = 5;
    f->c = &u1;
    f->c2 = &u2;
    f->n = 2;
    live++;
    f->resume(f);
    rt_go(f);
    CHECK(u1.recvq.head != NULL && u2.recvq.head != NULL);
    int a = 77, b = 88;
    rt_chan_send(&u2, &b);  /* fires case 1 */
    CHECK(!rt_chan_try_send_from_isr(&u1, &a)); /* case 0's waiter is stale: nobody takes it */
    rt_sched_run();         /* the selector resumes, then blocks again in round 2 */
    rt_chan_send(&u1, &a);  /* round 2: case 0 */
    rt_sched_run();
    CHECK_STR(stub_output(), "5 woke1 88\n5 woke0 77\n");
    CHECK(live == 0);
    CHECK(u1.recvq.head == NULL && u2.recvq.head == NULL);
}

int main(void) {
    test_buffered();
    test_unbuffered_goroutines();
    test_sync_main_and_goroutine();
    test_fifo_wakeups();
    test_close();
    test_panics();
    test_from_isr();
    test_select();
    CHECK(stub_irq_depth == 0);
    TEST_END();
}

/* timer.c - boot test of the port's timer and idle under the runtime's timer queue (timer.c): a
 * sleeper 10 ms ahead fires exactly once, not before its deadline, while the CPU sleeps in
 * port_idle() with interrupts masked (the no-lost-wakeup contract); the 64-bit time stays
 * monotonic over a 0.8 s busy wait (longer than a SysTick wrap at 25 MHz); a deadline already in
 * the past fires at once; UINT64_MAX disarms the port, and re-arming late still delivers the
 * sleeper. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

static void fail(const char *what) { rt_panic_cstr(what); }

static void at(rt_timer *t, uint64_t when) {
    t->hdl = NULL;
    t->fired = 0;
    t->when = when;
    rt_timer_insert(t);
}

static void wait_fired(rt_timer *t) {
    uint32_t s = port_irq_save();
    while (!t->fired)
        port_idle();
    port_irq_restore(s);
}

void corogo_main(void) {
    static rt_timer a, b, c, d;
    uint64_t hz = port_timer_hz();
    uint64_t t0 = port_timer_now();
    uint64_t dl = t0 + hz / 100;
    at(&a, dl);
    wait_fired(&a);
    uint64_t t1 = port_timer_now();
    if (t1 < dl)
        fail("timer fired before its deadline");
    if (t1 < t0)
        fail("time went backwards");

    dl = t1 + hz * 8 / 10;
    at(&b, dl);
    uint64_t prev = port_timer_now();
    while (!b.fired) { /* busy: time must never go backwards */
        uint64_t now = port_timer_now();
        if (now < prev)
            fail("time went backwards");
        prev = now;
    }
    if (port_timer_now() < dl)
        fail("long deadline fired early");

    at(&c, port_timer_now() - 1);
    wait_fired(&c);

    at(&d, port_timer_now() + hz / 1000);
    port_timer_set_deadline(UINT64_MAX);
    uint64_t t2 = port_timer_now();
    while (port_timer_now() - t2 < hz / 50)
        ;
    if (d.fired)
        fail("disarmed deadline fired");
    if (!rt_timer_pending())
        fail("the sleeper left the queue without firing");
    port_timer_set_deadline(port_timer_now()); /* re-arm late: the overdue sleeper fires */
    wait_fired(&d);
    if (rt_timer_pending())
        fail("timer queue not empty");
    rt_print_string((const uint8_t *)"timer ok", 8);
    rt_print_nl();
}

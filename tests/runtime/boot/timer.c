/* timer.c - boot test of the port's timer and idle: a deadline 10 ms ahead fires exactly once,
 * not before the deadline, while the CPU sleeps in port_idle() with interrupts masked (the
 * no-lost-wakeup contract); a deadline across the Cortex-M SysTick wrap (0.8 s) keeps the 64-bit
 * time monotonic; a deadline already in the past fires at once; UINT64_MAX disarms. */
#include "port.h"
#include "rt.h"

static volatile int fired;

void rt_timer_expired_from_isr(void) { fired++; }

static void fail(const char *what) { rt_panic_cstr(what); }

static void wait_fired(int n) {
    uint32_t s = port_irq_save();
    while (fired < n)
        port_idle();
    port_irq_restore(s);
}

void corogo_main(void) {
    uint64_t hz = port_timer_hz();
    uint64_t t0 = port_timer_now();
    uint64_t dl = t0 + hz / 100;
    port_timer_set_deadline(dl);
    wait_fired(1);
    uint64_t t1 = port_timer_now();
    if (t1 < dl)
        fail("timer fired before its deadline");
    if (t1 < t0)
        fail("time went backwards");

    dl = t1 + hz * 8 / 10;
    port_timer_set_deadline(dl);
    uint64_t prev = port_timer_now();
    while (fired < 2) { /* busy: time must never go backwards, also across SysTick wraps */
        uint64_t now = port_timer_now();
        if (now < prev)
            fail("time went backwards");
        prev = now;
    }
    if (port_timer_now() < dl)
        fail("long deadline fired early");

    port_timer_set_deadline(port_timer_now() - 1);
    wait_fired(3);

    port_timer_set_deadline(port_timer_now() + hz / 1000);
    port_timer_set_deadline(UINT64_MAX);
    uint64_t t2 = port_timer_now();
    while (port_timer_now() - t2 < hz / 50)
        ;
    if (fired != 3)
        fail("disarmed deadline fired, or a deadline fired twice");
    rt_print_string((const uint8_t *)"timer ok", 8);
    rt_print_nl();
}

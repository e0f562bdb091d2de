/* signal.c - the interrupt package: interrupt.Signal, the wakeup an interrupt handler posts
 * (Notify, callable from any context) and goroutines wait on (Wait, a suspend point), and
 * Enable/Disable/SetPriority of device interrupts. Notify hands its token straight to the first
 * waiting frame (FIFO, made ready through the ready queue) or counts it; the count saturates at
 * RT_SIGNAL_MAX and every notification beyond it is dropped and counted, so tokens received +
 * drops always equal notifications. Every step runs with interrupts masked, so no wakeup is lost
 * whatever instant the interrupt arrives; the waiter's frame only reaches the ready queue, never a
 * resume, from the ISR. rt_irq_waiters and rt_irq_enabled tell the scheduler whether an interrupt
 * can still wake someone (semantics §4: keep running / deadlock). */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

volatile uint32_t rt_irq_waiters;
volatile uint32_t rt_irq_enabled;

#define MAX_IRQ 64 /* the ports' tables: 32 NVIC IRQs (Cortex-M), 64 PLIC sources (RISC-V) */
static uint32_t enabled_bits[MAX_IRQ / 32]; /* IRQs enabled through rt_interrupt_enable */

static rt_promise *promise(void *h) { return (rt_promise *)__builtin_coro_promise(h, 8, 0); }

void rt_signal_notify_from_isr(rt_signal *sg) {
    uint32_t s = port_irq_save();
    void *h = sg->head;
    if (__builtin_expect(h != NULL, 1)) { /* a handler notifies a waiter: the ISR row of make bench */
        void *next = promise(h)->next;
        sg->head = next;
        rt_irq_waiters--;
        /* rt_ready_from_isr, inline: interrupts are masked here */
        if (next) {
            rt_ready_masked(h);
        } else { /* h was the last waiter: its link is NULL already */
            sg->tail = NULL;
            rt_ready_masked_unlinked(h);
        }
    } else if (sg->count < RT_SIGNAL_MAX) {
        sg->count++;
    } else {
        sg->drops++;
    }
    port_irq_restore(s);
}

bool rt_signal_wait_prepare(void *h, rt_signal *sg) {
    uint32_t s = port_irq_save();
    if (sg->count > 0) {
        sg->count--;
        port_irq_restore(s);
        return false;
    }
    promise(h)->next = NULL;
    if (sg->tail)
        promise(sg->tail)->next = h;
    else
        sg->head = h;
    sg->tail = h;
    rt_irq_waiters++;
    port_irq_restore(s);
    return true;
}

static bool take(void *arg) {
    rt_signal *sg = arg;
    if (sg->count == 0)
        return false;
    sg->count--;
    return true;
}

void rt_signal_wait_block(rt_signal *sg) {
    uint32_t s = port_irq_save();
    rt_irq_waiters++;
    port_irq_restore(s);
    rt_sched_block(take, sg);
    s = port_irq_save();
    rt_irq_waiters--;
    port_irq_restore(s);
}

int32_t rt_signal_pending(rt_signal *sg) { return (int32_t)sg->count; }

int32_t rt_signal_drops(rt_signal *sg) { return (int32_t)sg->drops; }

static bool valid(int32_t irq) {
    if (irq < 0 || irq >= MAX_IRQ)
        rt_panic_cstr("interrupt: IRQ number out of range");
    if (irq == port_timer_irq)
        rt_panic_cstr("interrupt: IRQ used by the runtime's timer");
    return true;
}

void rt_interrupt_enable(int32_t irq) {
    valid(irq);
    uint32_t s = port_irq_save();
    uint32_t bit = 1u << (irq & 31);
    if (!(enabled_bits[irq >> 5] & bit)) {
        enabled_bits[irq >> 5] |= bit;
        rt_irq_enabled++;
    }
    port_irq_enable((uint32_t)irq);
    port_irq_restore(s);
}

void rt_interrupt_disable(int32_t irq) {
    valid(irq);
    uint32_t s = port_irq_save();
    uint32_t bit = 1u << (irq & 31);
    if (enabled_bits[irq >> 5] & bit) {
        enabled_bits[irq >> 5] &= ~bit;
        rt_irq_enabled--;
    }
    port_irq_disable((uint32_t)irq);
    port_irq_restore(s);
}

bool rt_interrupt_enabled(int32_t irq) {
    return irq >= 0 && irq < MAX_IRQ && (enabled_bits[irq >> 5] >> (irq & 31) & 1);
}

void rt_interrupt_set_priority(int32_t irq, int32_t prio) {
    valid(irq);
    if (prio < 0 || prio > 7)
        rt_panic_cstr("interrupt: priority out of range (0..7)");
    port_irq_set_priority((uint32_t)irq, (uint32_t)prio);
}

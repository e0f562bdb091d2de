/* gpiote.c - pin interrupts on the nRF51822 (micro:bit): the GPIOTE block's four event channels, one
 * pin each, sensing a rising edge, a falling edge or both (CONFIG's POLARITY: 1, 2, 3, the same bits
 * as machine.PinRising, PinFalling, PinToggle), and its interrupt (IRQ 6) notifying the signal the
 * pin's goroutine waits on. Included by machine.c. QEMU 7.2 does not model the GPIOTE (its
 * registers read 0 there), so tests/runtime/gpiote_test.c runs this file on the host against a
 * register file (GPIOTE_REG defined before the include) instead of the chip's. */
#include <stdbool.h>
#include <stdint.h>

#include "port.h"
#include "rt.h"

#ifndef GPIOTE_REG
#define GPIOTE_REG(off) (*(volatile uint32_t *)(0x40006000 + (off)))
#endif
#define GPIOTE_EVENTS_IN(n) GPIOTE_REG(0x100 + 4 * (n))
#define GPIOTE_INTENSET GPIOTE_REG(0x304)
#define GPIOTE_INTENCLR GPIOTE_REG(0x308)
#define GPIOTE_CONFIG(n) GPIOTE_REG(0x510 + 4 * (n))
#define GPIOTE_MODE_EVENT 1u
#define GPIOTE_IRQ 6
#define GPIOTE_CHANNELS 4

static int32_t channel_pin[GPIOTE_CHANNELS] = {-1, -1, -1, -1};
static rt_signal *channel_signal[GPIOTE_CHANNELS];

/* the channel of pin, else a free one when want_free, else -1 */
static int channel_of(int32_t pin, bool want_free) {
    int free = -1;
    for (int c = 0; c < GPIOTE_CHANNELS; c++) {
        if (channel_pin[c] == pin)
            return c;
        if (channel_pin[c] < 0 && free < 0)
            free = c;
    }
    return want_free ? free : -1;
}

/* false for a pin out of range, or when the four channels are taken */
bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
#ifndef GPIOTE_HOST
    __asm__(".reloc ., R_ARM_NONE, cm_vector_06"); /* keeps IRQ6_Handler's table entry (vectors.c) */
#endif
    if (pin < 0 || pin > 31)
        return false;
    uint32_t s = port_irq_save();
    int c = channel_of(pin, change != 0);
    if (c < 0) {
        port_irq_restore(s);
        return change == 0; /* disarming a pin never armed */
    }
    GPIOTE_INTENCLR = 1u << c;
    GPIOTE_CONFIG(c) = 0;
    GPIOTE_EVENTS_IN(c) = 0;
    channel_pin[c] = change ? pin : -1;
    channel_signal[c] = change ? sig : 0;
    if (change) {
        GPIOTE_CONFIG(c) = GPIOTE_MODE_EVENT | (uint32_t)pin << 8 | (uint32_t)(change & 3) << 16;
        GPIOTE_INTENSET = 1u << c;
        rt_interrupt_enable(GPIOTE_IRQ);
    } else {
        bool any = false;
        for (int k = 0; k < GPIOTE_CHANNELS; k++)
            any |= channel_pin[k] >= 0;
        if (!any)
            rt_interrupt_disable(GPIOTE_IRQ);
    }
    port_irq_restore(s);
    return true;
}

/* each channel whose event came: clear it, notify its pin's signal */
void IRQ6_Handler(void) {
    for (int c = 0; c < GPIOTE_CHANNELS; c++)
        if (GPIOTE_EVENTS_IN(c)) {
            GPIOTE_EVENTS_IN(c) = 0;
            if (channel_signal[c])
                rt_signal_notify_from_isr(channel_signal[c]);
        }
}

/* gpiote_test.c - the micro:bit's pin interrupt driver (boards/microbit/gpiote.c) on the host, since
 * QEMU 7.2 does not model the nRF51's GPIOTE: the driver runs against a register file standing for
 * the block. Checks what SetInterrupt writes (CONFIG: event mode, the pin, the polarity of the edges
 * asked for; the channel's interrupt enable), the four channels (a fifth pin is refused, a disarmed
 * channel is reused), IRQ 6 enabled while a channel is armed, and the handler: an event clears its
 * flag and notifies that pin's signal only. */
#include "rt_internal.h"
#include "stub.h"

#define GPIOTE_HOST
static uint32_t regs[0x600 / 4];
#define GPIOTE_REG(off) regs[(off) / 4]
#include "../../boards/microbit/gpiote.c"

int main(void) {
    rt_signal a = {0}, b = {0}, c = {0}, d = {0}, e = {0};
    CHECK(rt_pin_interrupt(17, 1, &a));                 /* BUTTONA, rising */
    CHECK(regs[0x510 / 4] == (1u | 17u << 8 | 1u << 16));
    CHECK(regs[0x304 / 4] == 1u);                       /* INTENSET channel 0 */
    CHECK(rt_irq_enabled == 1);
    CHECK(rt_pin_interrupt(26, 3, &b));                 /* BUTTONB, both edges */
    CHECK(regs[0x514 / 4] == (1u | 26u << 8 | 3u << 16));
    CHECK(regs[0x304 / 4] == 2u);
    CHECK(rt_pin_interrupt(3, 2, &c));                  /* falling */
    CHECK(regs[0x518 / 4] == (1u | 3u << 8 | 2u << 16));
    CHECK(rt_pin_interrupt(4, 1, &d));
    CHECK(!rt_pin_interrupt(5, 1, &e));                 /* four channels */
    CHECK(!rt_pin_interrupt(32, 1, &e));
    CHECK(rt_pin_interrupt(17, 2, &a));                 /* re-armed: same channel, new polarity */
    CHECK(regs[0x510 / 4] == (1u | 17u << 8 | 2u << 16));

    regs[0x104 / 4] = 1;                                /* EVENTS_IN[1]: pin 26 */
    IRQ6_Handler();
    CHECK(regs[0x104 / 4] == 0);
    CHECK(b.count == 1 && a.count == 0 && c.count == 0 && d.count == 0);
    regs[0x100 / 4] = regs[0x10C / 4] = 1;
    IRQ6_Handler();
    CHECK(a.count == 1 && d.count == 1 && b.count == 1);

    CHECK(rt_pin_interrupt(26, 0, NULL));               /* disarm: channel 1 off and free */
    CHECK(regs[0x514 / 4] == 0 && regs[0x308 / 4] == 2u);
    CHECK(rt_pin_interrupt(5, 1, &e));                  /* takes channel 1 */
    CHECK(regs[0x514 / 4] == (1u | 5u << 8 | 1u << 16));
    CHECK(rt_pin_interrupt(7, 0, NULL));                /* never armed: nothing to do */
    CHECK(rt_irq_enabled == 1);
    rt_pin_interrupt(17, 0, NULL);
    rt_pin_interrupt(3, 0, NULL);
    rt_pin_interrupt(4, 0, NULL);
    rt_pin_interrupt(5, 0, NULL);
    CHECK(rt_irq_enabled == 0);                         /* the last disarm disables IRQ 6 */
    CHECK(stub_irq_depth == 0);
    return test_failures ? 1 : 0;
}

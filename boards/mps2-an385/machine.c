/* machine.c - the machine package on MPS2 AN385 (and the AN386 and AN500, same FPGA peripherals):
 * the console UART's receive interrupt (CMSDK UART0, RX IRQ 0) feeding uart.c and its baud rate
 * divisor, the FPGA I/O user LEDs as pins 0 and 1 (FPGAIO LED0 register, which QEMU models and
 * reads back; outputs only, no pin interrupt: QEMU models no GPIO block on these images), and a
 * periodic timer for tests and demos: CMSDK TIMER1 (IRQ 9, 25 MHz; TIMER0 is the runtime's
 * deadline timer). */
#include "board.h"
#include "rt.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define UART0_DATA REG(0x40004000)
#define UART0_STATE REG(0x40004004)
#define UART0_CTRL REG(0x40004008)
#define UART0_INTCLEAR REG(0x4000400C)
#define UART0_BAUDDIV REG(0x40004010)
#define STATE_RX_FULL 2u
#define CTRL_RX_INT 8u
#define INT_RX 2u
#define UART0_RX_IRQ 0

#define FPGAIO_LED0 REG(0x40028000)
#define NLEDS 2

#define TIMER1_CTRL REG(0x40001000)
#define TIMER1_VALUE REG(0x40001004)
#define TIMER1_RELOAD REG(0x40001008)
#define TIMER1_INTCLEAR REG(0x4000100C)
#define CLOCK_HZ 25000000u

int32_t board_uart_rx_irq(void) { return UART0_RX_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_00"); /* keeps IRQ0_Handler's table entry (vectors.c) */
    if (on)
        UART0_CTRL |= CTRL_RX_INT;
    else
        UART0_CTRL &= ~CTRL_RX_INT;
}

void IRQ0_Handler(void) {
    UART0_INTCLEAR = INT_RX;
    while (UART0_STATE & STATE_RX_FULL)
        rt_uart_rx_from_isr((uint8_t)(UART0_DATA & 0xFF));
}

void rt_uart_configure(int32_t uart, uint32_t baud) {
    (void)uart;
    if (baud)
        UART0_BAUDDIV = CLOCK_HZ / baud;
}

uint32_t rt_cpu_frequency(void) { return CLOCK_HZ; }

static uint32_t led_bit(int32_t pin) {
    if (pin < 0 || pin >= NLEDS)
        rt_panic_cstr("machine: no such LED");
    return 1u << pin;
}

void rt_pin_set(int32_t pin, bool on) {
    uint32_t b = led_bit(pin);
    if (on)
        FPGAIO_LED0 |= b;
    else
        FPGAIO_LED0 &= ~b;
}

/* the LEDs are outputs only (mode 0); Get reads back the register */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    led_bit(pin);
    if (mode != 0)
        rt_panic_cstr("machine: the MPS2 LEDs are outputs only");
}

bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    (void)change, (void)sig;
    led_bit(pin);
    return false;
}

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

bool rt_pin_get(int32_t pin) { return (FPGAIO_LED0 & led_bit(pin)) != 0; }

void rt_pin_toggle(int32_t pin) { FPGAIO_LED0 ^= led_bit(pin); }

void rt_machine_timer_start(int64_t period_ns) {
    uint64_t ticks = (uint64_t)period_ns * (CLOCK_HZ / 1000000u) / 1000u;
    if (period_ns <= 0 || ticks == 0 || ticks > 0xFFFFFFFFu)
        rt_panic_cstr("machine: timer period out of range");
    TIMER1_CTRL = 0;
    TIMER1_INTCLEAR = 1;
    TIMER1_RELOAD = (uint32_t)ticks - 1;
    TIMER1_VALUE = (uint32_t)ticks - 1;
    TIMER1_CTRL = 1 | 8; /* enable, interrupt enable */
}

void rt_machine_timer_stop(void) {
    TIMER1_CTRL = 0;
    TIMER1_INTCLEAR = 1;
}

void rt_machine_timer_ack(void) { TIMER1_INTCLEAR = 1; }

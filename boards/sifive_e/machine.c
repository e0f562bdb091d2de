/* machine.c - the machine package on the SiFive E (FE310, HiFive1): the console UART's receive
 * interrupt (SiFive UART0, PLIC source 3) feeding uart.c and its baud rate divisor, and the 32 pins
 * of GPIO0 at 0x10012000 (QEMU models it: an output's level reads back through the input value
 * register, an input without an outside driver reads its pull-up), each with a rise and a fall
 * interrupt on PLIC source 8 + pin. A pin interrupt notifies the signal its Go side waits on. The
 * periodic test timer (machine.TimerStart) is the runtime's timer queue on the CLINT, delivered to
 * PLIC source 2's handler (below). */
#include "board.h"
#include "port.h"
#include "rt.h"

#define UART(off) (*(volatile uint32_t *)(0x10013000 + (off)))
#define UART_RXDATA 0x04
#define UART_IE 0x10
#define UART_DIV 0x18
#define UART_IE_RXWM 2u
#define FIFO_EMPTY 0x80000000u
#define UART0_IRQ 3

#define GPIO(off) (*(volatile uint32_t *)(0x10012000 + (off)))
#define GPIO_VALUE 0x00
#define GPIO_INPUT_EN 0x04
#define GPIO_OUTPUT_EN 0x08
#define GPIO_PORT 0x0c
#define GPIO_PUE 0x10
#define GPIO_RISE_IE 0x18
#define GPIO_RISE_IP 0x1c
#define GPIO_FALL_IE 0x20
#define GPIO_FALL_IP 0x24
#define GPIO_IOF_EN 0x38
#define GPIO_IRQ0 8 /* PLIC source of pin 0; pin n is 8 + n */
#define NPINS 32

#define CLOCK_HZ 16000000u /* the core clock out of reset (no PLL set up) */

int32_t board_uart_rx_irq(void) { return UART0_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_RISCV_NONE, riscv_vector_03"); /* keeps IRQ3_Handler's table entry (vectors.c) */
    if (on)
        UART(UART_IE) |= UART_IE_RXWM; /* watermark 0: an interrupt while a byte waits */
    else
        UART(UART_IE) &= ~UART_IE_RXWM;
}

void IRQ3_Handler(void) {
    for (uint32_t r; !((r = UART(UART_RXDATA)) & FIFO_EMPTY);)
        rt_uart_rx_from_isr((uint8_t)r);
}

void rt_uart_configure(int32_t uart, uint32_t baud) {
    (void)uart;
    if (baud)
        UART(UART_DIV) = CLOCK_HZ / baud - 1;
}

uint32_t rt_cpu_frequency(void) { return CLOCK_HZ; }

static uint32_t pin_bit(int32_t pin) {
    if (pin < 0 || pin >= NPINS)
        rt_panic_cstr("machine: no such pin");
    return 1u << pin;
}

static void set_bits(uint32_t off, uint32_t bit, bool on) {
    uint32_t s = port_irq_save();
    GPIO(off) = on ? GPIO(off) | bit : GPIO(off) & ~bit;
    port_irq_restore(s);
}

/* modes: 0 output, 1 input, 2 input with pull-up, 3 input with pull-down (the FE310 has none: a
 * plain input). An output keeps its input enabled, so Get reads the level it drives. */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    uint32_t b = pin_bit(pin);
    set_bits(GPIO_IOF_EN, b, false);
    set_bits(GPIO_PUE, b, mode == 2);
    set_bits(GPIO_INPUT_EN, b, true);
    set_bits(GPIO_OUTPUT_EN, b, mode == 0);
}

void rt_pin_set(int32_t pin, bool on) { set_bits(GPIO_PORT, pin_bit(pin), on); }

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

bool rt_pin_get(int32_t pin) { return (GPIO(GPIO_VALUE) & pin_bit(pin)) != 0; }

void rt_pin_toggle(int32_t pin) {
    uint32_t b = pin_bit(pin), s = port_irq_save();
    GPIO(GPIO_PORT) ^= b;
    port_irq_restore(s);
}

static rt_signal *pin_signal[NPINS];

bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    __asm__(".reloc ., R_RISCV_NONE, riscv_vector_39"); /* keeps the pins' entries, 8-39 (vectors.c) */
    if (pin < 0 || pin >= NPINS)
        return false;
    uint32_t b = pin_bit(pin);
    uint32_t s = port_irq_save();
    GPIO(GPIO_RISE_IP) = b; /* forget edges from before (write 1 to clear) */
    GPIO(GPIO_FALL_IP) = b;
    set_bits(GPIO_RISE_IE, b, change & 1);
    set_bits(GPIO_FALL_IE, b, change & 2);
    pin_signal[pin] = change ? sig : 0;
    if (change)
        rt_interrupt_enable(GPIO_IRQ0 + pin);
    else
        rt_interrupt_disable(GPIO_IRQ0 + pin);
    port_irq_restore(s);
    return true;
}

/* every GPIO source: clear the edges seen and notify their pins' signals */
void sifive_gpio_irq(void) {
    uint32_t rise = GPIO(GPIO_RISE_IP) & GPIO(GPIO_RISE_IE), fall = GPIO(GPIO_FALL_IP) & GPIO(GPIO_FALL_IE);
    GPIO(GPIO_RISE_IP) = rise;
    GPIO(GPIO_FALL_IP) = fall;
    for (uint32_t p = rise | fall; p; p &= p - 1) {
        rt_signal *sig = pin_signal[__builtin_ctz(p)];
        if (sig)
            rt_signal_notify_from_isr(sig);
    }
}

#define GPIO_HANDLER(n) void IRQ##n##_Handler(void) __attribute__((alias("sifive_gpio_irq")))
GPIO_HANDLER(8); GPIO_HANDLER(9); GPIO_HANDLER(10); GPIO_HANDLER(11); GPIO_HANDLER(12);
GPIO_HANDLER(13); GPIO_HANDLER(14); GPIO_HANDLER(15); GPIO_HANDLER(16); GPIO_HANDLER(17);
GPIO_HANDLER(18); GPIO_HANDLER(19); GPIO_HANDLER(20); GPIO_HANDLER(21); GPIO_HANDLER(22);
GPIO_HANDLER(23); GPIO_HANDLER(24); GPIO_HANDLER(25); GPIO_HANDLER(26); GPIO_HANDLER(27);
GPIO_HANDLER(28); GPIO_HANDLER(29); GPIO_HANDLER(30); GPIO_HANDLER(31); GPIO_HANDLER(32);
GPIO_HANDLER(33); GPIO_HANDLER(34); GPIO_HANDLER(35); GPIO_HANDLER(36); GPIO_HANDLER(37);
GPIO_HANDLER(38); GPIO_HANDLER(39);

/* ---- the periodic test timer (machine.TimerStart). QEMU 7.2 models none of the FE310's own timers
   (the AON block, whose RTC a HiFive1 program would use, and the three PWM blocks are unimplemented
   devices there), so the period is a timer of the runtime's queue on the CLINT (the port's deadline
   timer), whose expiry calls the handler of PLIC source 2, the AON RTC's interrupt, while a program
   has it enabled (interrupt.Enable(2)): the handler runs in the machine timer's interrupt, with
   interrupts masked as in any trap. The source itself never fires (no RTC is started). */
#define TEST_TIMER_IRQ 2

void IRQ2_Handler(void); /* the program's, or the port's default (vectors.c) */

static rt_functimer test_timer;

static void test_timer_tick(void) {
    if (!rt_interrupt_enabled(TEST_TIMER_IRQ))
        return;
    int32_t was = rt_irq_current;
    rt_irq_current = TEST_TIMER_IRQ; /* a panic says "[in interrupt 2]" */
    IRQ2_Handler();
    rt_irq_current = was;
}

void rt_machine_timer_start(int64_t period_ns) {
    if (period_ns <= 0)
        rt_panic_cstr("machine: timer period out of range");
    rt_functimer_start(&test_timer, test_timer_tick, period_ns, period_ns);
}

void rt_machine_timer_stop(void) { rt_chantimer_stop(&test_timer.base); }

void rt_machine_timer_ack(void) {}

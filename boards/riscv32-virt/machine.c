/* machine.c - the machine package on QEMU riscv32 virt: the console UART's receive interrupt
 * (NS16550A, PLIC source 10) feeding uart.c, a periodic timer for tests and demos built on the
 * goldfish RTC alarm (PLIC source 11; nanoseconds of the host clock, re-armed from its interrupt),
 * and the LEDs: the virt machine has none, so the pins are kept in RAM (Get reads back Set). */
#include "board.h"
#include "port.h"
#include "rt.h"

#define UART ((volatile uint8_t *)0x10000000)
#define UART_RBR 0
#define UART_IER 1
#define UART_LSR 5
#define LSR_DR 0x01
#define IER_RDA 0x01
#define UART_IRQ 10

#define RTC(off) (*(volatile uint32_t *)(0x101000 + (off)))
#define RTC_TIME_LOW 0x00
#define RTC_TIME_HIGH 0x04
#define RTC_ALARM_LOW 0x08
#define RTC_ALARM_HIGH 0x0c
#define RTC_IRQ_ENABLED 0x10
#define RTC_CLEAR_ALARM 0x14
#define RTC_CLEAR_INTERRUPT 0x1c
#define NLEDS 2

int32_t board_uart_rx_irq(void) { return UART_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_RISCV_NONE, riscv_vector_10"); /* keeps IRQ10_Handler's table entry (vectors.c) */
    UART[UART_IER] = on ? IER_RDA : 0;
}

void IRQ10_Handler(void) {
    while (UART[UART_LSR] & LSR_DR)
        rt_uart_rx_from_isr(UART[UART_RBR]);
}

static uint32_t leds;

static uint32_t led_bit(int32_t pin) {
    if (pin < 0 || pin >= NLEDS)
        rt_panic_cstr("machine: no such LED");
    return 1u << pin;
}

void rt_pin_set(int32_t pin, bool on) {
    uint32_t b = led_bit(pin);
    leds = on ? leds | b : leds & ~b;
}

/* RAM pins: every mode reads back what was set; no interrupt */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    (void)mode;
    led_bit(pin);
}

bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    (void)change, (void)sig;
    led_bit(pin);
    return false;
}

void rt_uart_configure(int32_t uart, uint32_t baud) { (void)uart, (void)baud; } /* QEMU's 16550 needs none */

uint32_t rt_cpu_frequency(void) { return 0; } /* the virt machine has no defined core clock */

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

bool rt_pin_get(int32_t pin) { return (leds & led_bit(pin)) != 0; }

void rt_pin_toggle(int32_t pin) { leds ^= led_bit(pin); }

static uint64_t period;       /* ns; 0: stopped */
static uint32_t period_short; /* the period when it fits 32 bits (under 4.3 s), else 0 */

/* the next alarm, p from now; inline in TimerAck, the handler's path (make bench, ISR row) */
static inline __attribute__((always_inline)) void arm(uint64_t p) {
    uint32_t lo = RTC(RTC_TIME_LOW); /* reading LOW latches HIGH */
    uint64_t now = ((uint64_t)RTC(RTC_TIME_HIGH) << 32) | lo;
    uint64_t t = now + p;
    RTC(RTC_ALARM_HIGH) = (uint32_t)(t >> 32);
    RTC(RTC_ALARM_LOW) = (uint32_t)t; /* writing LOW sets the alarm */
}

/* start and stop mask interrupts: the handler's TimerAck sees both periods of one setting */
void rt_machine_timer_start(int64_t period_ns) {
    if (period_ns <= 0)
        rt_panic_cstr("machine: timer period out of range");
    uint32_t s = port_irq_save();
    period = (uint64_t)period_ns;
    period_short = period >> 32 ? 0 : (uint32_t)period;
    RTC(RTC_IRQ_ENABLED) = 1;
    arm(period);
    port_irq_restore(s);
}

void rt_machine_timer_stop(void) {
    uint32_t s = port_irq_save();
    period = 0;
    period_short = 0;
    RTC(RTC_CLEAR_ALARM) = 1;
    RTC(RTC_CLEAR_INTERRUPT) = 1;
    port_irq_restore(s);
}

/* TimerAck's path for a period of 32 bits or more, out of line (else LLVM merges both paths into
   the 64-bit one) */
static __attribute__((noinline)) void arm_long(void) {
    if (period)
        arm(period);
}

/* a period that fits 32 bits takes a 32-bit test and add */
void rt_machine_timer_ack(void) {
    RTC(RTC_CLEAR_INTERRUPT) = 1;
    if (period_short)
        arm(period_short);
    else
        arm_long();
}

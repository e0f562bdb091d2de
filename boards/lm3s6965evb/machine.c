/* machine.c - the machine package on the Stellaris LM3S6965: the console UART's receive interrupt
 * (UART0, IRQ 5) feeding uart.c and its baud rate divisor, and the GPIO ports A-G (ARM PL061 blocks,
 * which QEMU models) as pins 0-55 (port * 8 + bit; the board's status LED is PF0): outputs, inputs
 * with pull-up or pull-down, read back through the data register, and each pin's edge interrupt
 * (below), and a periodic test timer on general-purpose timer 0 (machine.TimerStart, IRQ 19). */
#include "board.h"
#include "clock.h"
#include "port.h"
#include "rt.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define SYSCTL_RCGC2 REG(0x400FE108)
#define UART0_DR REG(0x4000C000)
#define UART0_FR REG(0x4000C018)
#define UART0_IMSC REG(0x4000C038)
#define UART0_ICR REG(0x4000C044)
#define FR_RXFE 0x10u
#define IM_RX 0x50u /* receive and receive time-out */
#define UART0_IRQ 5

#define GPIO_DATA_ALL 0x3FC /* the data register with every bit of the address mask set */
#define GPIO_DIR 0x400
#define GPIO_PUR 0x510
#define GPIO_PDR 0x514
#define GPIO_DEN 0x51C
#define NPINS 56

static const uint32_t gpio_base[7] = {0x40004000, 0x40005000, 0x40006000, 0x40007000,
                                      0x40024000, 0x40025000, 0x40026000};

void lm3s_uart_baud(uint32_t baud); /* board.c */

int32_t board_uart_rx_irq(void) { return UART0_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_05"); /* keeps IRQ5_Handler's table entry (vectors.c) */
    UART0_IMSC = on ? IM_RX : 0;
}

void IRQ5_Handler(void) {
    UART0_ICR = IM_RX;
    while (!(UART0_FR & FR_RXFE))
        rt_uart_rx_from_isr((uint8_t)(UART0_DR & 0xFF));
}

void rt_uart_configure(int32_t uart, uint32_t baud) {
    (void)uart;
    if (baud)
        lm3s_uart_baud(baud);
}

uint32_t rt_cpu_frequency(void) { return BOARD_CLOCK_HZ; }

static volatile uint32_t *gpio(int32_t pin, uint32_t off) {
    if (pin < 0 || pin >= NPINS)
        rt_panic_cstr("machine: no such pin");
    return (volatile uint32_t *)(gpio_base[pin >> 3] + off);
}

static void set_bit(int32_t pin, uint32_t off, bool on) {
    volatile uint32_t *r = gpio(pin, off);
    uint32_t b = 1u << (pin & 7), s = port_irq_save();
    *r = on ? *r | b : *r & ~b;
    port_irq_restore(s);
}

/* modes: 0 output, 1 input, 2 input with pull-up, 3 input with pull-down */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    gpio(pin, 0);
    SYSCTL_RCGC2 |= 1u << (pin >> 3); /* the port's clock */
    set_bit(pin, GPIO_DEN, true);
    set_bit(pin, GPIO_PUR, mode == 2);
    set_bit(pin, GPIO_PDR, mode == 3);
    set_bit(pin, GPIO_DIR, mode == 0);
}

/* the data register's address lines 2-9 mask the bits a write changes: one pin, no read-modify-write */
void rt_pin_set(int32_t pin, bool on) {
    *gpio(pin, (4u << (pin & 7))) = on ? 0xFFu : 0;
}

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

bool rt_pin_get(int32_t pin) { return (*gpio(pin, GPIO_DATA_ALL) >> (pin & 7)) & 1; }

void rt_pin_toggle(int32_t pin) {
    uint32_t s = port_irq_save();
    rt_pin_set(pin, !rt_pin_get(pin));
    port_irq_restore(s);
}

/* ---- pin interrupts: each port's edge detector (IS 0: edges; IBE both, else IEV 1 rising, 0
   falling), its IRQ 0-4 (ports A-E), 30 (F), 31 (G) */
#define GPIO_IS 0x404
#define GPIO_IBE 0x408
#define GPIO_IEV 0x40C
#define GPIO_IM 0x410
#define GPIO_MIS 0x418
#define GPIO_ICR 0x41C

static rt_signal *pin_signal[NPINS];

static int32_t port_irq(int32_t port) { return port < 5 ? port : 25 + port; }

bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_31"); /* keeps the ports' handlers' entries (vectors.c) */
    if (pin < 0 || pin >= NPINS)
        return false;
    uint32_t s = port_irq_save();
    set_bit(pin, GPIO_IM, false);
    set_bit(pin, GPIO_IS, false);
    set_bit(pin, GPIO_IBE, change == 3);
    set_bit(pin, GPIO_IEV, change == 1);
    *gpio(pin, GPIO_ICR) = 1u << (pin & 7); /* forget edges from before */
    pin_signal[pin] = change ? sig : 0;
    set_bit(pin, GPIO_IM, change != 0);
    bool any = false;
    for (int32_t p = pin & ~7; p < (pin | 7) + 1; p++)
        any |= pin_signal[p] != 0;
    if (any)
        rt_interrupt_enable(port_irq(pin >> 3));
    else
        rt_interrupt_disable(port_irq(pin >> 3));
    port_irq_restore(s);
    return true;
}

/* a port's interrupt: clear its pins' edges and notify their signals */
static void port_edges(int32_t port) {
    volatile uint32_t *base = (volatile uint32_t *)gpio_base[port];
    uint32_t mis = base[GPIO_MIS / 4];
    base[GPIO_ICR / 4] = mis;
    for (uint32_t p = mis; p; p &= p - 1) {
        rt_signal *sig = pin_signal[port * 8 + (int32_t)__builtin_ctz(p)];
        if (sig)
            rt_signal_notify_from_isr(sig);
    }
}

void IRQ0_Handler(void) { port_edges(0); }
void IRQ1_Handler(void) { port_edges(1); }
void IRQ2_Handler(void) { port_edges(2); }
void IRQ3_Handler(void) { port_edges(3); }
void IRQ4_Handler(void) { port_edges(4); }
void IRQ30_Handler(void) { port_edges(5); }
void IRQ31_Handler(void) { port_edges(6); }

/* ---- the periodic test timer (machine.TimerStart): GPTM timer 0 as one 32-bit periodic count-down
   timer of the processor clock (its interrupt, Timer0A, is IRQ 19); it reloads itself each period.
   QEMU 7.2 models its time-out interrupt, not a readable count (docs/boards.md). */
#define SYSCTL_RCGC1 REG(0x400FE104)
#define RCGC1_TIMER0 (1u << 16)
#define GPTM0(off) REG(0x40030000 + (off))
#define GPTM_CFG 0x000
#define GPTM_TAMR 0x004
#define GPTM_CTL 0x00C
#define GPTM_IMR 0x018
#define GPTM_ICR 0x024
#define GPTM_TAILR 0x028
#define TAMR_PERIODIC 2u
#define CTL_TAEN 1u
#define INT_TATO 1u /* timer A time-out */

void rt_machine_timer_start(int64_t period_ns) {
    uint64_t ticks = (uint64_t)period_ns / (1000000000u / BOARD_CLOCK_HZ);
    if (period_ns <= 0 || ticks == 0 || ticks > 0xFFFFFFFFu)
        rt_panic_cstr("machine: timer period out of range");
    SYSCTL_RCGC1 |= RCGC1_TIMER0;
    GPTM0(GPTM_CTL) = 0;
    GPTM0(GPTM_CFG) = 0; /* one 32-bit timer */
    GPTM0(GPTM_TAMR) = TAMR_PERIODIC;
    GPTM0(GPTM_TAILR) = (uint32_t)ticks;
    GPTM0(GPTM_ICR) = INT_TATO;
    GPTM0(GPTM_IMR) = INT_TATO;
    GPTM0(GPTM_CTL) = CTL_TAEN;
}

void rt_machine_timer_stop(void) {
    GPTM0(GPTM_CTL) = 0;
    GPTM0(GPTM_IMR) = 0;
    GPTM0(GPTM_ICR) = INT_TATO;
}

void rt_machine_timer_ack(void) { GPTM0(GPTM_ICR) = INT_TATO; }

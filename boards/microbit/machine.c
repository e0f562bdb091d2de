/* machine.c - the machine package on the micro:bit (nRF51822): the console UART's receive
 * interrupt (UART0, IRQ 2, the RXDRDY event) feeding uart.c and its baud rate, and the 32 pins of
 * the GPIO port at 0x50000000 (QEMU models it): outputs, inputs with pull-up or pull-down (PIN_CNF),
 * an output's level read back from OUT. No pin interrupts (the GPIOTE block is not modelled in QEMU
 * 7.2) and no periodic test timer (machine.TimerStart is not defined for this board). */
#include "board.h"
#include "clock.h"
#include "port.h"
#include "rt.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define UART_RXDRDY REG(0x40002108)
#define UART_INTENSET REG(0x40002304)
#define UART_INTENCLR REG(0x40002308)
#define UART_RXD REG(0x40002518)
#define UART_BAUDRATE REG(0x40002524)
#define INT_RXDRDY (1u << 2)
#define UART0_IRQ 2

#define GPIO_OUTSET REG(0x50000508)
#define GPIO_OUTCLR REG(0x5000050C)
#define GPIO_OUT REG(0x50000504)
#define GPIO_IN REG(0x50000510)
#define GPIO_PIN_CNF(n) REG(0x50000700 + 4 * (n))
#define CNF_OUTPUT 1u             /* DIR; INPUT (bit 1) 0: the input buffer connected */
#define CNF_PULLDOWN (1u << 2)
#define CNF_PULLUP (3u << 2)
#define NPINS 32

int32_t board_uart_rx_irq(void) { return UART0_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_02"); /* keeps IRQ2_Handler's table entry (vectors.c) */
    if (on)
        UART_INTENSET = INT_RXDRDY;
    else
        UART_INTENCLR = INT_RXDRDY;
}

void IRQ2_Handler(void) {
    while (UART_RXDRDY) {
        UART_RXDRDY = 0; /* before the read: a next byte sets it again */
        rt_uart_rx_from_isr((uint8_t)(UART_RXD & 0xFF));
    }
}

/* BAUDRATE is baud * 2^32 / 16 MHz, rounded to the 4096 steps the hardware decodes */
void rt_uart_configure(int32_t uart, uint32_t baud) {
    (void)uart;
    if (baud)
        UART_BAUDRATE = (uint32_t)(((uint64_t)baud << 32) / BOARD_CLOCK_HZ + 0x800) & ~0xFFFu;
}

uint32_t rt_cpu_frequency(void) { return BOARD_CLOCK_HZ; }

static uint32_t pin_bit(int32_t pin) {
    if (pin < 0 || pin >= NPINS)
        rt_panic_cstr("machine: no such pin");
    return 1u << pin;
}

/* modes: 0 output, 1 input, 2 input with pull-up, 3 input with pull-down */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    pin_bit(pin);
    GPIO_PIN_CNF(pin) = mode == 0 ? CNF_OUTPUT : mode == 2 ? CNF_PULLUP : mode == 3 ? CNF_PULLDOWN : 0;
}

void rt_pin_set(int32_t pin, bool on) {
    if (on)
        GPIO_OUTSET = pin_bit(pin);
    else
        GPIO_OUTCLR = pin_bit(pin);
}

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

/* an output's level is what it drives (OUT), an input's what IN reads */
bool rt_pin_get(int32_t pin) {
    uint32_t b = pin_bit(pin);
    return ((GPIO_PIN_CNF(pin) & CNF_OUTPUT) ? GPIO_OUT : GPIO_IN) & b;
}

void rt_pin_toggle(int32_t pin) {
    uint32_t s = port_irq_save();
    rt_pin_set(pin, !(GPIO_OUT & pin_bit(pin)));
    port_irq_restore(s);
}

bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    (void)change, (void)sig;
    pin_bit(pin);
    return false;
}

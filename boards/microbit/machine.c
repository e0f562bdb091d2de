/* machine.c - the machine package on the micro:bit (nRF51822): the console UART's receive
 * interrupt (UART0, IRQ 2, the RXDRDY event) feeding uart.c and its baud rate, and the 32 pins of
 * the GPIO port at 0x50000000 (QEMU models it): outputs, inputs with pull-up or pull-down (PIN_CNF),
 * an output's level read back from OUT; pin interrupts on the GPIOTE's channels (gpiote.c: not
 * modelled in QEMU 7.2, tested on the host); I2C on TWI0 and a periodic test timer on TIMER1 (IRQ 9)
 * for machine.TimerStart (below). */
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

#include "gpiote.c" /* pin interrupts: rt_pin_interrupt, IRQ6_Handler */

/* ---- I2C: TWI0 at 0x40003000 (QEMU 7.2 models it by a stub that answers the micro:bit's sensor
   probes: every event set, RXD reading 0x5A, 0x5A, 0x40); polled, each wait bounded */
#define TWI(off) REG(0x40003000 + (off))
#define TWI_STARTRX 0x000
#define TWI_STARTTX 0x008
#define TWI_STOP 0x014
#define TWI_RESUME 0x020
#define TWI_STOPPED 0x104
#define TWI_RXDREADY 0x108
#define TWI_TXDSENT 0x11C
#define TWI_ERROR 0x124
#define TWI_SHORTS 0x200
#define TWI_ERRORSRC 0x4C4
#define TWI_ENABLE 0x500
#define TWI_PSELSCL 0x508
#define TWI_PSELSDA 0x50C
#define TWI_RXD 0x518
#define TWI_TXD 0x51C
#define TWI_FREQUENCY 0x524
#define TWI_ADDRESS 0x588
#define SHORT_BB_SUSPEND 1u
#define SHORT_BB_STOP 2u
#define TWI_SPINS 100000 /* about 10 ms at 16 MHz: far beyond a byte at 100 kHz */

void rt_i2c_configure(int32_t bus, uint32_t freq, int32_t scl, int32_t sda) {
    (void)bus;
    pin_bit(scl), pin_bit(sda);
    TWI(TWI_ENABLE) = 0;
    TWI(TWI_PSELSCL) = (uint32_t)scl;
    TWI(TWI_PSELSDA) = (uint32_t)sda;
    TWI(TWI_FREQUENCY) = freq >= 400000 ? 0x06680000u : freq >= 250000 ? 0x04000000u : 0x01980000u;
    TWI(TWI_ENABLE) = 5;
}

/* wait for the event (cleared), false on an error event or a time-out */
static bool twi_wait(uint32_t event) {
    for (uint32_t n = 0; n < TWI_SPINS; n++) {
        if (TWI(TWI_ERROR))
            return false;
        if (TWI(event)) {
            TWI(event) = 0;
            return true;
        }
    }
    return false;
}

static bool twi_stop(bool ok) {
    TWI(TWI_STOP) = 1;
    ok = twi_wait(TWI_STOPPED) && ok;
    TWI(TWI_SHORTS) = 0;
    if (TWI(TWI_ERROR)) {
        TWI(TWI_ERROR) = 0;
        TWI(TWI_ERRORSRC) = TWI(TWI_ERRORSRC); /* write 1 to clear */
        ok = false;
    }
    return ok;
}

/* write w, then read r after a repeated start; false when the device did not acknowledge */
bool rt_i2c_tx(int32_t bus, uint16_t addr, const uint8_t *w, int32_t wlen, int32_t wcap, uint8_t *r,
               int32_t rlen, int32_t rcap) {
    (void)bus, (void)wcap, (void)rcap;
    TWI(TWI_ADDRESS) = addr & 0x7F;
    TWI(TWI_ERROR) = 0;
    TWI(TWI_STOPPED) = 0;
    if (wlen > 0) {
        TWI(TWI_TXDSENT) = 0;
        TWI(TWI_TXD) = w[0];
        TWI(TWI_STARTTX) = 1;
        for (int32_t i = 0; i < wlen; i++) {
            if (!twi_wait(TWI_TXDSENT))
                return twi_stop(false);
            if (i + 1 < wlen)
                TWI(TWI_TXD) = w[i + 1];
        }
    }
    if (rlen > 0) {
        /* each byte suspends the bus until RESUME; the last one stops it */
        TWI(TWI_RXDREADY) = 0;
        TWI(TWI_SHORTS) = rlen == 1 ? SHORT_BB_STOP : SHORT_BB_SUSPEND;
        TWI(TWI_STARTRX) = 1;
        for (int32_t i = 0; i < rlen; i++) {
            if (!twi_wait(TWI_RXDREADY))
                return twi_stop(false);
            if (i == rlen - 2)
                TWI(TWI_SHORTS) = SHORT_BB_STOP;
            r[i] = (uint8_t)TWI(TWI_RXD);
            if (i + 1 < rlen)
                TWI(TWI_RESUME) = 1;
        }
        bool ok = twi_wait(TWI_STOPPED);
        TWI(TWI_SHORTS) = 0;
        return ok;
    }
    return twi_stop(true);
}

/* ---- the periodic test timer (machine.TimerStart): TIMER1 (IRQ 9), 32 bits at 1 MHz (prescaler 4),
   COMPARE0 clearing the count (SHORTS), so the period repeats without re-arming */
#define TIMER1(off) REG(0x40009000 + (off))
#define TIMER_START 0x000
#define TIMER_STOP 0x004
#define TIMER_CLEAR 0x00C
#define TIMER_COMPARE0 0x140
#define TIMER_SHORTS 0x200
#define TIMER_INTENSET 0x304
#define TIMER_INTENCLR 0x308
#define TIMER_MODE 0x504
#define TIMER_BITMODE 0x508
#define TIMER_PRESCALER 0x510
#define TIMER_CC0 0x540
#define INT_COMPARE0 (1u << 16)

void rt_machine_timer_start(int64_t period_ns) {
    uint64_t ticks = (uint64_t)period_ns / 1000u; /* 1 MHz */
    if (period_ns <= 0 || ticks == 0 || ticks > 0xFFFFFFFFu)
        rt_panic_cstr("machine: timer period out of range");
    TIMER1(TIMER_STOP) = 1;
    TIMER1(TIMER_MODE) = 0;      /* timer */
    TIMER1(TIMER_BITMODE) = 3;   /* 32 bits */
    TIMER1(TIMER_PRESCALER) = 4; /* 16 MHz / 2^4 */
    TIMER1(TIMER_CC0) = (uint32_t)ticks;
    TIMER1(TIMER_SHORTS) = 1;    /* COMPARE0 -> CLEAR */
    TIMER1(TIMER_COMPARE0) = 0;
    TIMER1(TIMER_INTENSET) = INT_COMPARE0;
    TIMER1(TIMER_CLEAR) = 1;
    TIMER1(TIMER_START) = 1;
}

void rt_machine_timer_stop(void) {
    TIMER1(TIMER_STOP) = 1;
    TIMER1(TIMER_INTENCLR) = INT_COMPARE0;
    TIMER1(TIMER_COMPARE0) = 0;
}

void rt_machine_timer_ack(void) { TIMER1(TIMER_COMPARE0) = 0; }

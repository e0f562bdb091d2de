/* machine.c - the machine package on the Netduino Plus 2 (STM32F405): the console UART's receive
 * interrupt (USART1, IRQ 37) feeding uart.c and its baud rate divisor; pin output and input on
 * GPIO ports A-E (written from the reference manual and untested in emulation: QEMU 7.2 models no
 * STM32F4 GPIO, ignoring its writes and reading it as 0; lib/machine names only the LED); ADC1,
 * SPI1, pin interrupts through EXTI and the periodic test timer on TIM5 for machine.TimerStart
 * (below). PWM is Go (lib/machine/pwm_stm32.go).
 */
#include "board.h"
#include "clock.h"
#include "port.h"
#include "rt.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define USART1_SR REG(0x40011000)
#define USART1_DR REG(0x40011004)
#define USART1_CR1 REG(0x4001100C)
#define SR_RXNE (1u << 5)
#define CR1_RXNEIE (1u << 5)
#define USART1_IRQ 37

void stm32_uart_baud(uint32_t baud); /* board.c */

int32_t board_uart_rx_irq(void) { return USART1_IRQ; }

void board_uart_rx_interrupts(int on) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_37"); /* keeps IRQ37_Handler's table entry (vectors.c) */
    if (on)
        USART1_CR1 |= CR1_RXNEIE;
    else
        USART1_CR1 &= ~CR1_RXNEIE;
}

void IRQ37_Handler(void) {
    while (USART1_SR & SR_RXNE) /* reading DR clears RXNE */
        rt_uart_rx_from_isr((uint8_t)(USART1_DR & 0xFF));
}

void rt_uart_configure(int32_t uart, uint32_t baud) {
    (void)uart;
    if (baud)
        stm32_uart_baud(baud);
}

uint32_t rt_cpu_frequency(void) { return BOARD_CLOCK_HZ; }

/* ---- ADC: ADC1 at 0x40012000, one regular conversion started by software per reading. QEMU's
   model never sets SR.EOC and makes the value when DR is read while SWSTART is set (a counter
   stepping by 7, not the pin's voltage); the chip sets EOC within a microsecond. So a reading
   waits for EOC at most ADC_SPINS polls, then reads DR. */
#define RCC_AHB1ENR REG(0x40023830)
#define RCC_APB2ENR REG(0x40023844)
#define APB2ENR_ADC1 (1u << 8)
#define GPIO_MODER(port) REG(0x40020000 + 0x400 * (port))
#define ADC1_SR REG(0x40012000)
#define ADC1_CR1 REG(0x40012004)
#define ADC1_CR2 REG(0x40012008)
#define ADC1_SMPR2 REG(0x40012010)
#define ADC1_SMPR1 REG(0x4001200C)
#define ADC1_SQR1 REG(0x4001202C)
#define ADC1_SQR3 REG(0x40012034)
#define ADC1_DR REG(0x4001204C)
#define SR_EOC (1u << 1)
#define CR2_ADON 1u
#define CR2_SWSTART (1u << 30)
#define ADC_SPINS 1000

static uint32_t adc_bits = 12;

void rt_adc_init(void) {
    RCC_APB2ENR |= APB2ENR_ADC1;
    ADC1_CR2 = CR2_ADON;
}

/* ADC1's channel of a pin (port*16 + bit): PA0-PA7 0-7, PB0-PB1 8-9, PC0-PC5 10-15 */
static uint32_t adc_channel(int32_t pin) {
    if (pin >= 0 && pin < 8)
        return (uint32_t)pin;
    if (pin >= 16 && pin < 18)
        return (uint32_t)pin - 8;
    if (pin >= 32 && pin < 38)
        return (uint32_t)pin - 22;
    rt_panic_cstr("machine: the pin has no ADC channel");
}

/* the pin in analog mode (MODER 11), the resolution (CR1.RES: 12, 10, 8 or 6 bits) */
void rt_adc_configure(int32_t pin, uint32_t bits) {
    adc_channel(pin);
    rt_adc_init();
    RCC_AHB1ENR |= 1u << (pin >> 4);
    GPIO_MODER(pin >> 4) |= 3u << 2 * (pin & 15);
    adc_bits = bits == 0 || bits >= 12 ? 12 : bits >= 10 ? 10 : bits >= 8 ? 8 : 6;
    ADC1_CR1 = (uint32_t)(12 - adc_bits) / 2 << 24;
}

uint16_t rt_adc_get(int32_t pin) {
    uint32_t ch = adc_channel(pin);
    ADC1_SQR1 = 0; /* one conversion */
    ADC1_SQR3 = ch;
    ADC1_SR = 0;
    ADC1_CR2 = CR2_ADON | CR2_SWSTART;
    for (int n = 0; n < ADC_SPINS && !(ADC1_SR & SR_EOC); n++)
        ;
    uint32_t v = ADC1_DR & ((1u << adc_bits) - 1);
    return (uint16_t)(v << (16 - adc_bits));
}

/* ---- pins (port*16 + bit): MODER two bits a pin (00 input, 01 output), PUPDR two bits (01
   pull-up, 10 pull-down), BSRR sets bit n and resets bit n+16 without a read-modify-write, IDR is
   the pin's level (an output's too). QEMU 7.2 ignores all of it (tinygo_blinky1 builds here). */
#define GPIO_PORT(port, off) REG(0x40020000 + 0x400 * (port) + (off))
#define GPIO_PUPDR 0x0C
#define GPIO_IDR 0x10
#define GPIO_ODR 0x14
#define GPIO_BSRR 0x18
#define GPIO_PORTS 5 /* A-E of the 64-pin package */

static uint32_t pin_port(int32_t pin) {
    if (pin < 0 || pin >= GPIO_PORTS * 16)
        rt_panic_cstr("machine: no such pin");
    return (uint32_t)pin >> 4;
}

/* modes: 0 output, 1 input, 2 input with pull-up, 3 input with pull-down */
void rt_pin_configure(int32_t pin, uint8_t mode) {
    uint32_t port = pin_port(pin), shift = 2 * ((uint32_t)pin & 15);
    uint32_t pull = mode == 2 ? 1 : mode == 3 ? 2 : 0, s = port_irq_save();
    RCC_AHB1ENR |= 1u << port;
    GPIO_PORT(port, GPIO_PUPDR) = (GPIO_PORT(port, GPIO_PUPDR) & ~(3u << shift)) | pull << shift;
    GPIO_MODER(port) = (GPIO_MODER(port) & ~(3u << shift)) | (mode == 0 ? 1u : 0u) << shift;
    port_irq_restore(s);
}

void rt_pin_set(int32_t pin, bool on) {
    uint32_t port = pin_port(pin), bit = 1u << ((uint32_t)pin & 15);
    GPIO_PORT(port, GPIO_BSRR) = on ? bit : bit << 16;
}

void rt_pin_high(int32_t pin) { rt_pin_set(pin, true); }

void rt_pin_low(int32_t pin) { rt_pin_set(pin, false); }

bool rt_pin_get(int32_t pin) { return (GPIO_PORT(pin_port(pin), GPIO_IDR) >> (pin & 15)) & 1; }

void rt_pin_toggle(int32_t pin) {
    uint32_t s = port_irq_save();
    rt_pin_set(pin, !((GPIO_PORT(pin_port(pin), GPIO_ODR) >> (pin & 15)) & 1));
    port_irq_restore(s);
}

/* ---- SPI: SPI1 at 0x40013000 (APB2, 84 MHz), master, 8 bits, software slave management; polled.
   QEMU's model shifts each byte written to DR through its SSI bus at once (no device is attached on
   the netduinoplus2: every byte reads back 0) */
#define APB2ENR_SPI1 (1u << 12)
#define SPI1_CR1 REG(0x40013000)
#define SPI1_SR REG(0x40013008)
#define SPI1_DR REG(0x4001300C)
#define SPI_CR1_MSTR (1u << 2)
#define SPI_CR1_SPE (1u << 6)
#define SPI_CR1_LSBFIRST (1u << 7)
#define SPI_CR1_SSI (1u << 8)
#define SPI_CR1_SSM (1u << 9)
#define SPI_SR_RXNE 1u
#define SPI_SR_TXE 2u

void rt_spi_configure(int32_t bus, uint32_t freq, uint8_t mode, bool lsb_first) {
    (void)bus;
    RCC_APB2ENR |= APB2ENR_SPI1;
    if (freq == 0)
        freq = 4000000;
    uint32_t br = 0; /* the clock is APB2 / 2^(br+1): the fastest not above freq */
    while (br < 7 && (BOARD_CLOCK_HZ / 2) >> (br + 1) > freq)
        br++;
    SPI1_CR1 = 0;
    SPI1_CR1 = (mode & 3u) | SPI_CR1_MSTR | br << 3 | (lsb_first ? SPI_CR1_LSBFIRST : 0) | SPI_CR1_SSM |
               SPI_CR1_SSI | SPI_CR1_SPE;
}

uint8_t rt_spi_transfer(int32_t bus, uint8_t w) {
    (void)bus;
    while (!(SPI1_SR & SPI_SR_TXE))
        ;
    SPI1_DR = w;
    while (!(SPI1_SR & SPI_SR_RXNE))
        ;
    return (uint8_t)SPI1_DR;
}

/* ---- pin interrupts: EXTI line n takes pin n of the port SYSCFG_EXTICR selects (one port per line),
   rising and/or falling edges (RTSR, FTSR), lines 0-4 on IRQs 6-10, 5-9 on IRQ 23, 10-15 on IRQ 40.
   QEMU 7.2 models EXTI and SYSCFG but no GPIO, so no pin changes there: tests/machine/pwm_stm32
   raises the lines through the software trigger (SWIER), which sets the same pending bit. */
#define APB2ENR_SYSCFG (1u << 14)
#define SYSCFG_EXTICR(n) REG(0x40013808 + 4 * (n))
#define EXTI_IMR REG(0x40013C00)
#define EXTI_RTSR REG(0x40013C08)
#define EXTI_FTSR REG(0x40013C0C)
#define EXTI_PR REG(0x40013C14)
#define EXTI_LINES 16
#define NPINS (5 * 16) /* ports A-E of the 64-pin package */

static rt_signal *exti_signal[EXTI_LINES];

static int32_t exti_irq(uint32_t line) { return line < 5 ? 6 + (int32_t)line : line < 10 ? 23 : 40; }

static void exti_set(volatile uint32_t *r, uint32_t bit, bool on) { *r = on ? *r | bit : *r & ~bit; }

/* false for a pin of no port, or when another port's pin holds the line */
bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_40"); /* keeps the EXTI handlers' entries (vectors.c) */
    if (pin < 0 || pin >= NPINS)
        return false;
    uint32_t line = (uint32_t)pin & 15, port = (uint32_t)pin >> 4, bit = 1u << line;
    uint32_t s = port_irq_save();
    RCC_APB2ENR |= APB2ENR_SYSCFG;
    volatile uint32_t *cr = &SYSCFG_EXTICR(line / 4);
    uint32_t shift = 4 * (line % 4);
    if (change && exti_signal[line] && ((*cr >> shift) & 15) != port) {
        port_irq_restore(s);
        return false;
    }
    *cr = (*cr & ~(15u << shift)) | port << shift;
    exti_set(&EXTI_RTSR, bit, change & 1);
    exti_set(&EXTI_FTSR, bit, change & 2);
    EXTI_PR = bit; /* forget edges from before (write 1 to clear) */
    exti_signal[line] = change ? sig : 0;
    exti_set(&EXTI_IMR, bit, change != 0);
    bool any = false; /* the IRQ is shared by lines 5-9 and 10-15 */
    for (uint32_t l = 0; l < EXTI_LINES; l++)
        any |= exti_signal[l] && exti_irq(l) == exti_irq(line);
    if (any)
        rt_interrupt_enable(exti_irq(line));
    else
        rt_interrupt_disable(exti_irq(line));
    port_irq_restore(s);
    return true;
}

/* every EXTI IRQ: clear the pending lines that are armed and notify their pins' signals */
void stm32_exti_irq(void) {
    uint32_t pending = EXTI_PR & EXTI_IMR;
    EXTI_PR = pending;
    for (uint32_t p = pending; p; p &= p - 1) {
        rt_signal *sig = exti_signal[__builtin_ctz(p)];
        if (sig)
            rt_signal_notify_from_isr(sig);
    }
}

#define EXTI_HANDLER(n) void IRQ##n##_Handler(void) __attribute__((alias("stm32_exti_irq")))
EXTI_HANDLER(6); EXTI_HANDLER(7); EXTI_HANDLER(8); EXTI_HANDLER(9); EXTI_HANDLER(10);
EXTI_HANDLER(23); EXTI_HANDLER(40);

/* ---- the periodic test timer (machine.TimerStart): TIM5 (32 bits, IRQ 50) on APB1's 84 MHz timer
   clock, its update interrupt at each reload; a program that takes it cannot use TIM5 for PWM */
#define APB1ENR_TIM5 (1u << 3)
#define RCC_APB1ENR REG(0x40023840)
#define TIM5(off) REG(0x40000C00 + (off))
#define TIM_CR1 0x00
#define TIM_DIER 0x0C
#define TIM_SR 0x10
#define TIM_EGR 0x14
#define TIM_PSC 0x28
#define TIM_ARR 0x2C
#define TIM5_IRQ 50

void rt_machine_timer_start(int64_t period_ns) {
    __asm__(".reloc ., R_ARM_NONE, cm_vector_50"); /* keeps the table up to IRQ 50 (vectors.c) */
    uint64_t ticks = (uint64_t)period_ns * (BOARD_CLOCK_HZ / 2 / 1000000u) / 1000u;
    if (period_ns <= 0 || ticks == 0 || ticks > 0xFFFFFFFFu)
        rt_panic_cstr("machine: timer period out of range");
    RCC_APB1ENR |= APB1ENR_TIM5;
    TIM5(TIM_CR1) = 0;
    TIM5(TIM_PSC) = 0;
    TIM5(TIM_ARR) = (uint32_t)ticks - 1;
    TIM5(TIM_EGR) = 1; /* load PSC and ARR, count from 0 */
    TIM5(TIM_SR) = 0;
    TIM5(TIM_DIER) = 1; /* update interrupt */
    TIM5(TIM_CR1) = 1;
}

void rt_machine_timer_stop(void) {
    TIM5(TIM_CR1) = 0;
    TIM5(TIM_DIER) = 0;
    TIM5(TIM_SR) = 0;
}

void rt_machine_timer_ack(void) { TIM5(TIM_SR) = 0; }

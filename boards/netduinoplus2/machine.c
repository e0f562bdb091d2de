/* machine.c - the machine package on the Netduino Plus 2 (STM32F405): the console UART's receive
 * interrupt (USART1, IRQ 37) feeding uart.c and its baud rate divisor. No pins: QEMU 7.2 models no
 * STM32F4 GPIO (the names LED, BUTTON, ... are undefined for this board, lib/machine), and no
 * periodic test timer (machine.TimerStart is not defined for this board); ADC1 and SPI1 (below).
 */
#include "board.h"
#include "clock.h"
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

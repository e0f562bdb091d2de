/* board.c - Netduino Plus 2 (STM32F405) glue: the console on USART1 (0x40011000, polled; the
 * peripheral clock enabled in RCC as the real chip needs) and the exit status through Arm
 * semihosting (../common/arm_semihosting.h). */
#include "board.h"

#include "../common/arm_semihosting.h"
#include "clock.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define RCC_APB2ENR REG(0x40023844)
#define APB2ENR_USART1 (1u << 4)
#define USART1_SR REG(0x40011000)
#define USART1_DR REG(0x40011004)
#define USART1_BRR REG(0x40011008)
#define USART1_CR1 REG(0x4001100C)
#define SR_RXNE (1u << 5)
#define SR_TXE (1u << 7)
#define CR1_ENABLE ((1u << 13) | (1u << 3) | (1u << 2)) /* UE, TE, RE */
#define APB2_HZ (BOARD_CLOCK_HZ / 2)                    /* USART1's bus: 84 MHz */

void stm32_uart_baud(uint32_t baud) { USART1_BRR = (APB2_HZ + baud / 2) / baud; }

void board_init(void) {
    RCC_APB2ENR |= APB2ENR_USART1;
    stm32_uart_baud(115200);
    USART1_CR1 = CR1_ENABLE;
}

void board_putc(uint8_t c) {
    while (!(USART1_SR & SR_TXE))
        ;
    USART1_DR = c;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) {
    if (USART1_SR & SR_RXNE)
        return (int32_t)(USART1_DR & 0xFF);
    return -1;
}

/* machine.c - the machine package on the Netduino Plus 2 (STM32F405): the console UART's receive
 * interrupt (USART1, IRQ 37) feeding uart.c and its baud rate divisor. No pins: QEMU 7.2 models no
 * STM32F4 GPIO (the names LED, BUTTON, ... are undefined for this board, lib/machine), and no
 * periodic test timer (machine.TimerStart is not defined for this board). */
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

/* board.c - Stellaris LM3S6965 evaluation board glue: the console on UART0 (an ARM PL011 at
 * 0x4000C000, polled; its clock gated on in RCGC1 as the real chip needs) and the exit status
 * through Arm semihosting (../common/arm_semihosting.h). */
#include "board.h"

#include "../common/arm_semihosting.h"
#include "clock.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define SYSCTL_RCGC1 REG(0x400FE104)
#define RCGC1_UART0 1u
#define UART0_DR REG(0x4000C000)
#define UART0_FR REG(0x4000C018)
#define UART0_IBRD REG(0x4000C024)
#define UART0_FBRD REG(0x4000C028)
#define UART0_LCRH REG(0x4000C02C)
#define UART0_CR REG(0x4000C030)
#define FR_RXFE 0x10u
#define FR_TXFF 0x20u
#define LCRH_8BITS 0x60u
#define CR_ENABLE 0x301u /* UARTEN, TXE, RXE */

/* divisor = clock / (16 * baud) as 16.6 fixed point (IBRD, FBRD), rounded */
void lm3s_uart_baud(uint32_t baud) {
    uint32_t d64 = (BOARD_CLOCK_HZ * 4u + baud / 2) / baud; /* clock * 64 / (16 * baud) */
    UART0_IBRD = d64 >> 6;
    UART0_FBRD = d64 & 63;
    UART0_LCRH = LCRH_8BITS; /* writing LCRH latches the divisor */
}

void board_init(void) {
    SYSCTL_RCGC1 |= RCGC1_UART0;
    UART0_CR = 0;
    lm3s_uart_baud(115200);
    UART0_CR = CR_ENABLE;
}

void board_putc(uint8_t c) {
    while (UART0_FR & FR_TXFF)
        ;
    UART0_DR = c;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) {
    if (UART0_FR & FR_RXFE)
        return -1;
    return (int32_t)(UART0_DR & 0xFF);
}

/* board.c - micro:bit (nRF51822) glue: the console on UART0 (0x40002000, polled: a byte written to
 * TXD is sent when the TXDRDY event shows, a received byte waits in RXD while RXDRDY is set; the
 * micro:bit's USB serial pins P0.24 TX, P0.25 RX) and the exit status through Arm semihosting
 * (../common/arm_semihosting.h). */
#include "board.h"

#include <stdbool.h>

#include "../common/arm_semihosting.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define UART_STARTRX REG(0x40002000)
#define UART_STARTTX REG(0x40002008)
#define UART_RXDRDY REG(0x40002108)
#define UART_TXDRDY REG(0x4000211C)
#define UART_ENABLE REG(0x40002500)
#define UART_PSELTXD REG(0x4000250C)
#define UART_PSELRXD REG(0x40002514)
#define UART_RXD REG(0x40002518)
#define UART_TXD REG(0x4000251C)
#define UART_BAUDRATE REG(0x40002524)
#define BAUD_115200 0x01D7E000u
#define PIN_TX 24
#define PIN_RX 25

void board_init(void) {
    UART_PSELTXD = PIN_TX;
    UART_PSELRXD = PIN_RX;
    UART_BAUDRATE = BAUD_115200;
    UART_ENABLE = 4;
    UART_STARTTX = 1;
    UART_STARTRX = 1;
}

static bool tx_busy; /* a byte was written whose TXDRDY has not been seen yet */

void board_putc(uint8_t c) {
    while (tx_busy && !UART_TXDRDY)
        ;
    UART_TXDRDY = 0;
    UART_TXD = c;
    tx_busy = true;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) {
    if (!UART_RXDRDY)
        return -1;
    UART_RXDRDY = 0; /* cleared before the read: the next byte sets it again */
    return (int32_t)(UART_RXD & 0xFF);
}

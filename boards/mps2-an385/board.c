/* board.c - MPS2 AN385 glue: the console on CMSDK APB UART0 (0x40004000, polled) and the exit
 * status through Arm semihosting (../common/arm_semihosting.h). */
#include "board.h"

#include "../common/arm_semihosting.h"

#define REG(a) (*(volatile uint32_t *)(a))
#define UART0_DATA REG(0x40004000)
#define UART0_STATE REG(0x40004004)
#define UART0_CTRL REG(0x40004008)
#define UART0_BAUDDIV REG(0x40004010)
#define STATE_TX_FULL 1u
#define STATE_RX_FULL 2u


void board_init(void) {
    UART0_BAUDDIV = 25000000 / 115200;
    UART0_CTRL = 3; /* TX and RX enable */
}

void board_putc(uint8_t c) {
    while (UART0_STATE & STATE_TX_FULL)
        ;
    UART0_DATA = c;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) {
    if (UART0_STATE & STATE_RX_FULL)
        return (int32_t)(UART0_DATA & 0xFF);
    return -1;
}

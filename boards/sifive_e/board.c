/* board.c - SiFive E (FE310) glue: the console on the SiFive UART0 at 0x10013000 (polled; QEMU
 * needs no baud rate divisor), and the exit status through RISC-V semihosting SYS_EXIT_EXTENDED
 * (the machine has no test finisher; QEMU needs -semihosting-config enable=on,target=native). The
 * semihosting call is the sequence slli/ebreak/srai, uncompressed, which a debugger or QEMU
 * recognises around the ebreak. */
#include "board.h"

#define UART(off) (*(volatile uint32_t *)(0x10013000 + (off)))
#define UART_TXDATA 0x00 /* bit 31: FIFO full */
#define UART_RXDATA 0x04 /* bit 31: FIFO empty, else the byte in bits 0-7 */
#define UART_TXCTRL 0x08 /* bit 0: transmit enable */
#define UART_RXCTRL 0x0c /* bit 0: receive enable */
#define UART_IE 0x10
#define UART_DIV 0x18
#define FIFO_FLAG 0x80000000u

#define SYS_EXIT_EXTENDED 0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026

void board_init(void) {
    UART(UART_DIV) = 138; /* 115200 Bd from the 16 MHz reset clock, for real hardware */
    UART(UART_TXCTRL) = 1;
    UART(UART_RXCTRL) = 1;
    UART(UART_IE) = 0;
}

void board_putc(uint8_t c) {
    while (UART(UART_TXDATA) & FIFO_FLAG)
        ;
    UART(UART_TXDATA) = c;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) {
    uint32_t r = UART(UART_RXDATA);
    if (r & FIFO_FLAG)
        return -1;
    return (int32_t)(r & 0xFF);
}

void board_exit(int status) {
    volatile uint32_t block[2] = {ADP_STOPPED_APPLICATION_EXIT, (uint32_t)status};
    register uint32_t a0 __asm__("a0") = SYS_EXIT_EXTENDED;
    register volatile uint32_t *a1 __asm__("a1") = block;
    __asm__ volatile(".option push\n .option norvc\n"
                     " slli zero, zero, 0x1f\n ebreak\n srai zero, zero, 7\n .option pop"
                     : "+r"(a0)
                     : "r"(a1)
                     : "memory");
}

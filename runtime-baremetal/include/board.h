/* board.h - what a board supplies beyond its CPU port (boards/<board>/board.c): early
 * initialisation of its devices, the console UART and the mechanism that ends the emulator with an
 * exit status. Everything the runtime prints goes through board_putc. */
#ifndef COROGO_BOARD_H
#define COROGO_BOARD_H

#include <stdint.h>

/* Initialise the console (and any device the board needs before main); interrupts are masked. */
void board_init(void);

/* Write one byte to the console, blocking until the UART accepts it. */
void board_putc(uint8_t c);

/* Write n bytes to the console. */
void board_write(const uint8_t *p, int32_t n);

/* Read one byte from the console without blocking: the byte, or -1 when none is waiting. */
int32_t board_getc(void);

/* End the program with an exit status visible to the host (semihosting, test finisher, ...). May
 * return if the board has no such mechanism; port_exit then sleeps forever. */
void board_exit(int status);

/* ---------------------------------------------------------------- machine package (machine.c) */

/* Console UART receive interrupts (uart.c drives them): the IRQ number of the RX interrupt, and
 * switching the device's RX interrupt on/off. The board's IRQ<n>_Handler reads every waiting
 * byte and passes it to rt_uart_rx_from_isr. */
int32_t board_uart_rx_irq(void);
void board_uart_rx_interrupts(int on);
void rt_uart_rx_from_isr(uint8_t c);

#endif

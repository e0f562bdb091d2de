/* uart.c - machine.Serial, the console UART with interrupt-driven reads: the board's RX interrupt
 * handler pushes every received byte into a ring buffer and notifies a signal; ReadByte takes the
 * next byte, waiting on the signal while the buffer is empty (a suspend point in $coro code, the
 * scheduler loop in sync code). The RX interrupt is enabled on the first read, so a program that
 * never reads keeps the polled console of board.c. A byte arriving when the buffer is full is
 * dropped (counted). Writes go through board_putc. */
#include "board.h"
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

#define RX_SIZE 128u /* power of two */

static volatile uint8_t rx_buf[RX_SIZE];
static volatile uint32_t rx_head, rx_tail; /* head: next write (ISR), tail: next read */
static uint32_t rx_dropped;
static rt_signal rx_signal;
static bool rx_on;

void rt_uart_rx_from_isr(uint8_t c) {
    if (rx_head - rx_tail >= RX_SIZE) {
        rx_dropped++;
        return;
    }
    rx_buf[rx_head % RX_SIZE] = c;
    rx_head++;
    rt_signal_notify_from_isr(&rx_signal);
}

static void rx_enable(void) {
    if (rx_on)
        return;
    rx_on = true;
    uint32_t s = port_irq_save();
    rt_interrupt_enable(board_uart_rx_irq());
    board_uart_rx_interrupts(1);
    /* a byte that arrived before the RX interrupt was on may raise no interrupt (CMSDK UART) */
    for (int32_t c; (c = board_getc()) >= 0;)
        rt_uart_rx_from_isr((uint8_t)c);
    port_irq_restore(s);
}

int32_t rt_uart_getc(int32_t uart) {
    (void)uart;
    rx_enable();
    uint32_t s = port_irq_save();
    int32_t c = -1;
    if (rx_head != rx_tail) {
        c = rx_buf[rx_tail % RX_SIZE];
        rx_tail++;
    }
    port_irq_restore(s);
    return c;
}

int32_t rt_uart_buffered(int32_t uart) {
    (void)uart;
    rx_enable();
    return (int32_t)(rx_head - rx_tail);
}

bool rt_uart_rx_prepare(void *h, int32_t uart) {
    (void)uart;
    rx_enable();
    uint32_t s = port_irq_save();
    bool wait = rx_head == rx_tail && rt_signal_wait_prepare(h, &rx_signal);
    port_irq_restore(s);
    return wait;
}

uint8_t rt_uart_read_byte_block(int32_t uart) {
    for (;;) {
        int32_t c = rt_uart_getc(uart);
        if (c >= 0)
            return (uint8_t)c;
        rt_signal_wait_block(&rx_signal);
    }
}

void rt_uart_write_byte(int32_t uart, uint8_t c) {
    (void)uart;
    board_putc(c);
}

void rt_uart_write(int32_t uart, const uint8_t *p, int32_t len, int32_t cap) {
    (void)uart;
    (void)cap;
    board_write(p, len);
}

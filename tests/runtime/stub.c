/* stub.c - host implementation of board.h and port.h for the runtime unit tests (see stub.h). */
#include <stdlib.h>

#include "board.h"
#include "rt.h"
#include "port.h"
#include "stub.h"

char stub_out[65536];
size_t stub_out_len;
int stub_irq_depth;
int stub_exit_status = -1;
jmp_buf *stub_exit_jmp;
int test_failures;

void stub_reset(void) {
    stub_out_len = 0;
    stub_out[0] = 0;
    stub_exit_status = -1;
}

const char *stub_output(void) {
    stub_out[stub_out_len < sizeof stub_out ? stub_out_len : sizeof stub_out - 1] = 0;
    return stub_out;
}

void board_init(void) {}

void board_putc(uint8_t c) {
    if (stub_out_len < sizeof stub_out - 1)
        stub_out[stub_out_len++] = (char)c;
}

void board_write(const uint8_t *p, int32_t n) {
    for (int32_t i = 0; i < n; i++)
        board_putc(p[i]);
}

int32_t board_getc(void) { return -1; }

void board_exit(int status) { (void)status; }

void port_init(void) {}

uint32_t port_irq_save(void) { return (uint32_t)stub_irq_depth++; }

void port_irq_restore(uint32_t s) {
    stub_irq_depth--;
    if ((uint32_t)stub_irq_depth != s) {
        fprintf(stderr, "unbalanced port_irq_restore\n");
        abort();
    }
}

void port_irq_mask(void) { stub_irq_depth++; }

/* a simulated timer: time only moves when the CPU idles (to the armed deadline) or a test
 * sets stub_now; port_idle "takes" the timer interrupt, or calls stub_idle_hook (a simulated
 * device interrupt) when no deadline is armed */
uint64_t stub_now;
uint64_t stub_deadline = UINT64_MAX;
int stub_idles;
void (*stub_idle_hook)(void);

uint64_t port_timer_now(void) { return stub_now; }
uint32_t port_timer_hz(void) { return 1000000; }
void port_timer_set_deadline(uint64_t t) { stub_deadline = t; }
const int32_t port_timer_irq = -1;
void port_irq_enable(uint32_t irq) { (void)irq; }
void port_irq_disable(uint32_t irq) { (void)irq; }
void port_irq_set_priority(uint32_t irq, uint32_t prio) { (void)irq, (void)prio; }

void port_idle(void) {
    if (stub_irq_depth == 0) {
        fprintf(stderr, "port_idle called with interrupts enabled\n");
        abort();
    }
    stub_idles++;
    if (stub_deadline != UINT64_MAX) {
        if (stub_now < stub_deadline)
            stub_now = stub_deadline;
        stub_deadline = UINT64_MAX;
        rt_timer_expired_from_isr();
    } else if (stub_idle_hook) {
        stub_idle_hook();
    } else {
        fprintf(stderr, "port_idle: nothing can wake the CPU\n");
        abort();
    }
}

_Noreturn void port_exit(int status) {
    stub_exit_status = status;
    stub_irq_depth = 0; /* a panic may leave from inside a critical section */
    if (!stub_exit_jmp) {
        fprintf(stderr, "unexpected port_exit(%d); output so far: %s\n", status, stub_output());
        exit(100);
    }
    longjmp(*stub_exit_jmp, 1);
}

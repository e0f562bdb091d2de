/* start.c - the portable reset path, called by the port's reset entry with a valid stack and
 * interrupts masked: copy .data from its load address, clear .bss (the linker script provides the
 * bounds), set up the collected heap when the firmware has the collector (gc.c, a weak reference:
 * linked only with it), initialise the board and the port, run the program (corogo_main: package init, then
 * main.main), run the remaining goroutines (and sleepers, and waiters on enabled interrupts) when
 * the program has any (go.c), and exit with status 0. */
#include "board.h"
#include "port.h"
#include "rt.h"

extern uint32_t __data_start[], __data_end[], __data_load[];
extern uint32_t __bss_start[], __bss_end[];
extern void rt_heap_init(void) __attribute__((weak));
/* go.c, linked with the first go statement: a program without goroutines exits when main returns */
extern void rt_sched_after_main(void) __attribute__((weak));

_Noreturn void rt_start(void) {
    /* volatile pointers: the compiler must not turn these loops into memcpy/memset calls that
     * could themselves depend on initialised data */
    volatile uint32_t *dst = __data_start;
    const volatile uint32_t *src = __data_load;
    while (dst < __data_end)
        *dst++ = *src++;
    for (volatile uint32_t *p = __bss_start; p < __bss_end; p++)
        *p = 0;
    if (rt_heap_init) /* before the program's clock starts, not in its first allocation */
        rt_heap_init();

    board_init();
    port_init();
    corogo_main();
    if (rt_sched_after_main)
        rt_sched_after_main();
    port_exit(0);
}

/* clock.h - the LM3S6965's processor clock as QEMU runs it out of reset: the 200 MHz PLL output
 * divided by RCC's SYSDIV field (reset value 15: divide by 16), 12.5 MHz, 80 ns a tick (the SysTick
 * time base of the Cortex-M port, timer_systick.c). */
#define BOARD_CLOCK_HZ 12500000u
#define BOARD_TICK_DIV 1u

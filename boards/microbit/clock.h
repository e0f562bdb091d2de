/* clock.h - the nRF51822's 16 MHz processor clock (HCLK). The SysTick time base of the Cortex-M port
 * (timer_systick.c) divides it by 2: 8 MHz ticks, 125 ns each (62.5 ns is no whole number). */
#define BOARD_CLOCK_HZ 16000000u
#define BOARD_TICK_DIV 2u

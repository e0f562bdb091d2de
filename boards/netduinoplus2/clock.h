/* clock.h - the STM32F405's processor clock as QEMU's netduinoplus2 runs it: a fixed 168 MHz
 * SYSCLK (QEMU models no RCC; on the real board firmware must set the PLL up for it). The SysTick
 * time base (timer_systick.c) divides it by 21: 8 MHz ticks, 125 ns each. */
#define BOARD_CLOCK_HZ 168000000u
#define BOARD_TICK_DIV 21u

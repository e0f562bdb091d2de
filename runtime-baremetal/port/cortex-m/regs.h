/* regs.h - the MPS2 (CMSDK) and NVIC registers the Cortex-M port uses (port.c, deadline.c). */
#ifndef COROGO_PORT_CORTEX_M_REGS_H
#define COROGO_PORT_CORTEX_M_REGS_H

#include <stdint.h>

#define REG(a) (*(volatile uint32_t *)(a))

/* NVIC */
#define NVIC_ISER0 REG(0xE000E100)
#define NVIC_ICER0 REG(0xE000E180)
#define NVIC_ISPR0 REG(0xE000E200)
#define NVIC_ICPR0 REG(0xE000E280)
#define NVIC_ISER(n) REG(0xE000E100 + 4 * ((n) >> 5))
#define NVIC_ICER(n) REG(0xE000E180 + 4 * ((n) >> 5))
#define NVIC_IPR(n) (*(volatile uint8_t *)(0xE000E400 + (n)))
#define NVIC_IPR_WORD(n) REG(0xE000E400 + ((n) & ~3u))
/* CMSDK APB timer 0 */
#define TIMER0_CTRL REG(0x40000000)
#define TIMER0_VALUE REG(0x40000004)
#define TIMER0_RELOAD REG(0x40000008)
#define TIMER0_INTCLEAR REG(0x4000000C)
#define TIMER_IRQ 8

/* CMSDK dual timer, timer 1: the free-running 32-bit time base */
#define DT1_LOAD REG(0x40002000)
#define DT1_VALUE REG(0x40002004)
#define DT1_CTRL REG(0x40002008)
#define DT_ENABLE 0x80u
#define DT_32BIT 0x02u

#define CLOCK_HZ 25000000u
#define MAX_ARM 0x7FFFFFFFu /* longest deadline step: half the time base's wrap period */

#endif

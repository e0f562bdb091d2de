/* timer.h - what the Cortex-M port's timer file (timer_<board.json "timer">.c) gives port.c:
 * cm_timer_init, which starts the time base with interrupts masked. */
#ifndef COROGO_PORT_CORTEX_M_TIMER_H
#define COROGO_PORT_CORTEX_M_TIMER_H

void cm_timer_init(void);

#endif

/* rt_internal.h - runtime functions shared between the runtime's own files, its tests and later
 * runtime parts (timers, channels, interrupts), but not called by compiled code. */
#ifndef COROGO_RT_INTERNAL_H
#define COROGO_RT_INTERNAL_H

#include <stdbool.h>
#include <stdint.h>

/* sched.c: the leaf that called rt_coro_yield during the current resume (NULL otherwise) */
extern void *rt_suspended;
/* put a suspended leaf handle at the back of the ready queue (e.g. a goroutine woken by a channel
 * peer); the _from_isr form is the one to call from interrupt handlers */
void rt_ready(void *h);
void rt_ready_from_isr(void *h);
bool rt_ready_empty(void);

/* arena.c, frame.c: bytes in use */
uint32_t rt_arena_used(void);
uint32_t rt_frame_heap_used(void);

#endif

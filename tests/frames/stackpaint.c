/* stackpaint.c - linked into a program (tests/frames/run-stack.sh, bench/stack.sh) to measure the
 * stack it really used, for comparison with the worst case `corogo build -size=short` reports:
 * stack_paint() fills the stack from its guard (__stack_limit) up to a little below its own frame
 * with a pattern; stack_used() returns the bytes from the top of the stack down to the lowest word
 * that no longer holds the pattern. Called first thing in main, everything above main's frame
 * counts as used, as it is. */
#include <stdint.h>

extern uint32_t __stack_top[], __stack_limit[];

#define PAINT 0xa5c3e1f0u

static uint32_t *sp_now(void)
{
    uint32_t *sp;
#if defined(__riscv)
    __asm__ volatile("mv %0, sp" : "=r"(sp));
#else
    __asm__ volatile("mov %0, sp" : "=r"(sp));
#endif
    return sp;
}

void stack_paint(void)
{
    uint32_t *end = sp_now() - 32; /* 128 bytes of margin: this function's own frame */
    for (volatile uint32_t *p = __stack_limit; p < end; p++)
        *p = PAINT;
}

int32_t stack_used(void)
{
    const volatile uint32_t *p = __stack_limit;
    while (p < __stack_top && *p == PAINT)
        p++;
    return (int32_t)((uintptr_t)__stack_top - (uintptr_t)p);
}

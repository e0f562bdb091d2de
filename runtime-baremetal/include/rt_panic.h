/* rt_panic.h - the runtime's panic records, shared by panic.c (values, messages) and defer.c (the
 * defer chain, rt_gopanic, recover). Not part of the compiler's ABI. */
#ifndef COROGO_RT_PANIC_H
#define COROGO_RT_PANIC_H

#include <stdbool.h>
#include <stdint.h>

/* a panic's value, kept until it is printed (after the deferred calls ran) by its printer */
typedef struct rt_panicval {
    void (*print)(const struct rt_panicval *v);
    int32_t a, b, which; /* string: a = length; index: a index, b length; slice: which, a, b */
    int64_t i;           /* panic(integer) */
    const uint8_t *p;    /* string bytes, C string text */
    const uint8_t *t;    /* a named type's name (tlen bytes) */
    int32_t tlen;
} rt_panicval;

/* a panic in progress: lives in rt_gopanic's stack frame; link: the panic it interrupted */
typedef struct rt_panic {
    const rt_panicval *v; /* in the frame of the rt_panic_* function that called rt_gopanic */
    bool recovered;
    int32_t irq; /* the interrupt whose handler panicked, -1: none */
    struct rt_panic *link;
} rt_panic;

_Noreturn void rt_gopanic(const rt_panicval *v);    /* defer.c */
_Noreturn void rt_panic_die(const rt_panic *p);      /* panic.c: print the chain, exit 2 */

#endif

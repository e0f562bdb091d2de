/* rt_panic.h - the runtime's panic records, shared by panic.c (values, messages) and defer.c (the
 * defer chain, rt_gopanic, recover). Not part of the compiler's ABI. */
#ifndef COROGO_RT_PANIC_H
#define COROGO_RT_PANIC_H

#include <stdbool.h>
#include <stdint.h>

enum { RT_PV_STRING, RT_PV_INT, RT_PV_CSTR, RT_PV_INDEX, RT_PV_SLICE };

/* a panic's value, kept until it is printed (after the deferred calls ran) */
typedef struct rt_panicval {
    uint8_t kind;
    int32_t a, b, which; /* STRING: a = length; INDEX: a index, b length; SLICE: which, a, b */
    int64_t i;           /* INT */
    const uint8_t *p;    /* STRING bytes, CSTR text */
} rt_panicval;

/* a panic in progress: lives in rt_gopanic's stack frame; link: the panic it interrupted */
typedef struct rt_panic {
    rt_panicval v;
    bool recovered;
    int32_t irq; /* the interrupt whose handler panicked, -1: none */
    struct rt_panic *link;
} rt_panic;

_Noreturn void rt_gopanic(const rt_panicval *v);    /* defer.c */
_Noreturn void rt_panic_die(const rt_panic *p);      /* panic.c: print the chain, exit 2 */
void rt_panicval_print(const rt_panicval *v);

#endif

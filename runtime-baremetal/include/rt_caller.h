/* rt_caller.h - the chain of call positions (caller.c), shared by caller.c, defer.c (a panic's
 * frame in the chain) and recover.c (a sync caller's chain kept across a nested scheduler loop).
 * The record's layout is the compiler's (src/codegen/cg_caller.c): {prev, site}. */
#ifndef COROGO_RT_CALLER_H
#define COROGO_RT_CALLER_H

#include <stdint.h>

typedef struct rt_caller_rec {
    struct rt_caller_rec *prev; /* the caller's record; NULL: a goroutine's first frame */
    uint32_t site;              /* the call being made: an index of corogo_panic_sites */
} rt_caller_rec;

/* weak: defined by caller.c, which only a program with the chain links */
extern rt_caller_rec *rt_caller_head __attribute__((weak));

/* sites past the compiler's table: frames of the runtime's own (runtime.gopanic, runtime.Goexit) */
#define RT_CALLER_VIRTUAL 0x00fffff0u
#define RT_CALLER_GOPANIC (RT_CALLER_VIRTUAL + 0)
#define RT_CALLER_GOEXIT (RT_CALLER_VIRTUAL + 1)
#define RT_CALLER_MAIN (RT_CALLER_VIRTUAL + 2)   /* runtime.main: under main's goroutine */
#define RT_CALLER_BOTTOM (RT_CALLER_VIRTUAL + 3) /* runtime.goexit: the bottom of every goroutine */
#define RT_CALLER_PC_BASE 0xc0000000u
#define RT_CALLER_PC(site) ((uintptr_t)RT_CALLER_PC_BASE + ((uintptr_t)(site) << 2) + 2u)

#endif

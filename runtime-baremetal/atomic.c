/* atomic.c - package sync/atomic (runtime-baremetal/lib/sync/atomic): 32- and 64-bit
 * read-modify-write operations that are atomic against interrupt handlers. The parts are
 * single-core, so masking interrupts around the plain operation is enough on both ports (Cortex-M3
 * could use LDREX/STREX and RV32IMAC AMOs for 32 bits; masking costs a few instructions more and
 * has no retry loop, and neither CPU has a 64-bit exclusive or AMO). 32-bit loads and stores are
 * single aligned accesses, atomic by themselves; 64-bit ones are two accesses, so they mask too
 * (a handler must never see half of a store). They are functions so that the compiler cannot
 * split, merge or move them across other atomics. */
#include "port.h"
#include "rt.h"

/* swap and compare-and-swap of a T, named rt_atomic_swap<sfx> and rt_atomic_cas<sfx> */
#define SWAP_CAS(sfx, T)                                                                             \
    T rt_atomic_swap##sfx(T volatile *p, T v) {                                                      \
        uint32_t s = port_irq_save();                                                                \
        T old = *p;                                                                                  \
        *p = v;                                                                                      \
        port_irq_restore(s);                                                                         \
        return old;                                                                                  \
    }                                                                                                \
    bool rt_atomic_cas##sfx(T volatile *p, T old, T v) {                                             \
        uint32_t s = port_irq_save();                                                                \
        bool ok = *p == old;                                                                         \
        if (ok)                                                                                      \
            *p = v;                                                                                  \
        port_irq_restore(s);                                                                         \
        return ok;                                                                                   \
    }

/* add (wrapping, through the unsigned type U) of an integer T: rt_atomic_add<bits> */
#define ADD(bits, T, U)                                                                              \
    T rt_atomic_add##bits(T volatile *p, T d) {                                                      \
        uint32_t s = port_irq_save();                                                                \
        T v = (T)((U)*p + (U)d);                                                                     \
        *p = v;                                                                                      \
        port_irq_restore(s);                                                                         \
        return v;                                                                                    \
    }

ADD(32, int32_t, uint32_t)
SWAP_CAS(32, int32_t)
ADD(64, int64_t, uint64_t)
SWAP_CAS(64, int64_t)
/* atomic.Pointer[T] (every instance): a pointer is one aligned word */
SWAP_CAS(p, void *)

/* a 32-bit or pointer load or store is one aligned access */
int32_t rt_atomic_load32(volatile int32_t *p) { return *p; }

void rt_atomic_store32(volatile int32_t *p, int32_t v) { *p = v; }

void *rt_atomic_loadp(void *volatile *p) { return *p; }

void rt_atomic_storep(void *volatile *p, void *v) { *p = v; }

/* a 64-bit one is two: masked, so that a handler never sees half of it */
int64_t rt_atomic_load64(volatile int64_t *p) {
    uint32_t s = port_irq_save();
    int64_t v = *p;
    port_irq_restore(s);
    return v;
}

void rt_atomic_store64(volatile int64_t *p, int64_t v) {
    uint32_t s = port_irq_save();
    *p = v;
    port_irq_restore(s);
}

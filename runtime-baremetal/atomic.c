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

int32_t rt_atomic_add32(volatile int32_t *p, int32_t d) {
    uint32_t s = port_irq_save();
    int32_t v = (int32_t)((uint32_t)*p + (uint32_t)d);
    *p = v;
    port_irq_restore(s);
    return v;
}

int32_t rt_atomic_swap32(volatile int32_t *p, int32_t v) {
    uint32_t s = port_irq_save();
    int32_t old = *p;
    *p = v;
    port_irq_restore(s);
    return old;
}

bool rt_atomic_cas32(volatile int32_t *p, int32_t old, int32_t v) {
    uint32_t s = port_irq_save();
    bool ok = *p == old;
    if (ok)
        *p = v;
    port_irq_restore(s);
    return ok;
}

int32_t rt_atomic_load32(volatile int32_t *p) { return *p; }

void rt_atomic_store32(volatile int32_t *p, int32_t v) { *p = v; }

int64_t rt_atomic_add64(volatile int64_t *p, int64_t d) {
    uint32_t s = port_irq_save();
    int64_t v = (int64_t)((uint64_t)*p + (uint64_t)d);
    *p = v;
    port_irq_restore(s);
    return v;
}

int64_t rt_atomic_swap64(volatile int64_t *p, int64_t v) {
    uint32_t s = port_irq_save();
    int64_t old = *p;
    *p = v;
    port_irq_restore(s);
    return old;
}

bool rt_atomic_cas64(volatile int64_t *p, int64_t old, int64_t v) {
    uint32_t s = port_irq_save();
    bool ok = *p == old;
    if (ok)
        *p = v;
    port_irq_restore(s);
    return ok;
}

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

/* atomic.Pointer[T] (every instance): a pointer is one aligned word */
void *rt_atomic_loadp(void *volatile *p) { return *p; }

void rt_atomic_storep(void *volatile *p, void *v) { *p = v; }

void *rt_atomic_swapp(void *volatile *p, void *v) {
    uint32_t s = port_irq_save();
    void *old = *p;
    *p = v;
    port_irq_restore(s);
    return old;
}

bool rt_atomic_casp(void *volatile *p, void *old, void *v) {
    uint32_t s = port_irq_save();
    bool ok = *p == old;
    if (ok)
        *p = v;
    port_irq_restore(s);
    return ok;
}

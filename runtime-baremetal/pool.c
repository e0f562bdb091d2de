/* pool.c - the static frame pools of go targets. The compiler (src/transform/frames.c) emits, for every
 * function started with go, a descriptor (rt_pool, rt.h) and nslots * slot_size bytes of .bss sized
 * from the function's real frame size after the LLVM passes, and makes the ramp's allocation of its
 * own frame a call of rt_pool_alloc(&pool) (a go target that is also awaited recursively keeps
 * rt_frame_alloc and the pool selection instead: frame.c). Slots are carved in order the first time
 * and recycled through a free list linked through their first word, so taking and returning a slot
 * is O(1); both run with interrupts masked. Every slot starts with an RT_FRAME_HDR-byte header
 * whose first word points back at its pool, which is how rt_frame_free finds where a frame goes
 * back to (a pool's slot or a general-pool block alike; a NULL header marks a frame from the heap).
 * A spawn past the last slot takes its frame from the Go heap when the program has one
 * (rt_frames_overflow; rt_heap_frame_alloc, gc.c or arena.c) and is not in an interrupt handler;
 * otherwise it panics: "goroutine pool exhausted: main.f (N slots)" (the descriptor's name is
 * "main.f (N slots)", formatted by the compiler). Compiled twice: into libcorogo_rt.a, and with
 * RT_POOL_NO_HEAP into libcorogo_rt_noheap.a, which the driver links first when the program defines
 * no rt_frames_overflow (-heap=none, or every pool's count proven: src/builder/link.c): no frame can
 * then come from the heap, so that copy has neither the heap branch of rt_frame_free nor the
 * question in front of the panic (62 B less on mps2-an385). Also rt_puts, which prints such messages piece by piece (no buffer, no printf). */
#include "board.h"
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

void rt_frame_free(void *frame) {
    if (!frame)
        return;
    uint32_t s = port_irq_save();
    uint8_t *slot = (uint8_t *)frame - RT_FRAME_HDR;
    rt_pool *p = *(rt_pool **)slot;
#ifndef RT_POOL_NO_HEAP
    if (__builtin_expect(!p, 0)) { /* a frame from the heap */
        port_irq_restore(s);
        rt_frames_overflow->free(frame); /* only a program with the heap has such frames */
        return;
    }
#endif
    *(void **)slot = p->free;
    p->free = slot;
    p->in_use--;
    port_irq_restore(s);
}

void rt_puts(const char *s) {
    while (*s)
        board_putc((uint8_t)*s++);
}

/* "panic: goroutine pool exhausted: main.f (N slots)", exit status 2 */
static _Noreturn void exhausted(const rt_pool *p) {
    rt_puts("panic: goroutine pool exhausted: ");
    rt_puts(p->name); /* the compiler wrote the capacity into the name: "main.f (N slots)" */
    board_putc('\n');
    port_exit(2);
}

/* NULL unless the compiler gave the program a heap for frames (rt_internal.h) */
__attribute__((weak)) const rt_frame_overflow *const rt_frames_overflow = 0;

#ifdef RT_POOL_NO_HEAP
/* the pool is full: the panic (inline: the call site tail-calls exhausted) */
static inline void *overflow(rt_pool *p) { exhausted(p); }
#else
/* the pool is full: a frame from the heap, or the panic */
static __attribute__((noinline)) void *overflow(rt_pool *p) {
    if (rt_frames_overflow && !rt_in_isr()) {
        void *f = rt_frames_overflow->alloc(p->slot_size - RT_FRAME_HDR);
        if (f)
            return f;
    }
    exhausted(p);
}
#endif

void *rt_pool_alloc(rt_pool *p) {
    uint32_t s = port_irq_save();
    uint8_t *slot = p->free;
    if (slot)
        p->free = *(void **)slot;
    else if (p->carved < p->nslots)
        slot = p->slots + p->carved++ * p->slot_size;
    if (slot) {
        p->in_use++;
        *(rt_pool **)slot = p;
        slot += RT_FRAME_HDR;
    }
    port_irq_restore(s);
    if (!slot && p->name)
        return overflow(p);
    return slot;
}

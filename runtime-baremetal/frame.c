/* frame.c - rt_frame_alloc/rt_frame_free, the allocator every non-elided coroutine frame comes from.
 * A frame whose go statement selected a pool (rt_pool_select, pool.c) takes a slot of that pool.
 * Any other frame - an await LLVM could not elide (recursion; every await at -O0) - comes from the
 * general pool: a static buffer carved on demand into blocks of power-of-two size classes (16 B ..
 * 4 KiB, the RT_FRAME_HEADER included); each class is an rt_pool with no slots of its own whose free
 * list recycles its blocks, so allocation and free are O(1) and interrupt safe, and frames are
 * 8-byte aligned. The buffer is sized by the compiler (rt_frame_heap / rt_frame_heap_size, defined by
 * src/frames.c from -general-pool=SIZE, 0 bytes when no frame can need it; the weak defaults here
 * serve runtime-only images). When a frame does not fit:
 * "panic: general frame pool exhausted: 56-byte frame (8192 bytes)". Never malloc. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

#ifndef RT_FRAME_HEAP_DEFAULT_SIZE
#define RT_FRAME_HEAP_DEFAULT_SIZE (32 * 1024)
#endif

__attribute__((weak, aligned(8))) uint8_t rt_frame_heap[RT_FRAME_HEAP_DEFAULT_SIZE];
__attribute__((weak)) const uint32_t rt_frame_heap_size = RT_FRAME_HEAP_DEFAULT_SIZE;

#define MIN_SHIFT 4 /* 16-byte blocks (header included) */
#define NCLASSES 9  /* .. 4096-byte blocks */

static rt_pool classes[NCLASSES];
static uint32_t heap_used;

static _Noreturn void exhausted(uint32_t size) {
    char msg[96];
    rt_cstr_builder b = {msg, sizeof msg, 0};
    rt_cstr_add(&b, "general frame pool exhausted: ");
    rt_cstr_add_uint(&b, size);
    rt_cstr_add(&b, "-byte frame (");
    rt_cstr_add_uint(&b, rt_frame_heap_size);
    rt_cstr_add(&b, " bytes)");
    rt_panic_cstr(msg);
}

static void *general_alloc(uint32_t size) {
    uint32_t need = size + RT_FRAME_HEADER;
    int cls = 0;
    while (cls < NCLASSES && (1u << (cls + MIN_SHIFT)) < need)
        cls++;
    if (cls == NCLASSES || size > need)
        exhausted(size);
    rt_pool *p = &classes[cls];
    void *f = rt_pool_take(p); /* a block freed earlier */
    if (f)
        return f;
    uint32_t bsize = 1u << (cls + MIN_SHIFT);
    uint32_t s = port_irq_save();
    if (rt_frame_heap_size - heap_used < bsize || heap_used > rt_frame_heap_size) {
        port_irq_restore(s);
        exhausted(size);
    }
    uint8_t *block = rt_frame_heap + heap_used;
    heap_used += bsize;
    p->slot_size = bsize;
    p->in_use++;
    port_irq_restore(s);
    *(rt_pool **)block = p;
    return block + RT_FRAME_HEADER;
}

void *rt_frame_alloc(uint32_t size) {
    rt_pool *p = rt_pool_take_selected();
    if (p)
        return rt_pool_alloc(p, size);
    return general_alloc(size);
}

void rt_frame_free(void *frame) {
    if (frame)
        rt_pool_give(frame);
}

/* bytes of the general pool carved so far (for tests) */
uint32_t rt_frame_heap_used(void) { return heap_used; }

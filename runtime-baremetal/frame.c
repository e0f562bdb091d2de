/* frame.c - rt_frame_alloc, the allocator for the coroutine frames whose pool the compiler could not
 * name: frames of awaits LLVM could not elide (recursion; every await at -O0) and the top frames of
 * go targets that are also awaited recursively. src/transform/frames.c leaves a call of rt_frame_alloc only
 * where such a frame can be allocated, so a program without one links none of this file (the
 * usual go target's ramp calls rt_pool_alloc on its own pool directly: pool.c). A frame whose go
 * statement selected a pool (rt_pool_select) takes a slot of that pool; any other frame comes from
 * the general pool: a static buffer carved on demand into blocks of power-of-two size classes (16 B
 * .. 4 KiB, the RT_FRAME_HDR included); each class is an rt_pool with no slots of its own whose
 * free list recycles its blocks, so allocation and free (rt_frame_free, pool.c) are O(1) and
 * interrupt safe. The blocks start 4 bytes into the 8-aligned buffer, so the frame after each
 * block's RT_FRAME_HDR-byte header is 8-byte aligned. The buffer is sized by the compiler (rt_frame_heap
 * / rt_frame_heap_size, defined by src/transform/frames.c from -general-pool=SIZE, 0 bytes when no frame can
 * need it; the weak defaults here serve runtime-only images). A frame that does not fit comes from
 * the Go heap when the program has one (rt_heap_frame_alloc, outside interrupt handlers); else:
 * "panic: general frame pool exhausted: 56-byte frame (8192 bytes)". Never malloc. */
#include "board.h"
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

#ifndef RT_FRAME_HEAP_DEFAULT_SIZE
#define RT_FRAME_HEAP_DEFAULT_SIZE (32 * 1024)
#endif

__attribute__((weak, aligned(8))) uint8_t rt_frame_heap[RT_FRAME_HEAP_DEFAULT_SIZE];
__attribute__((weak)) const uint32_t rt_frame_heap_size = RT_FRAME_HEAP_DEFAULT_SIZE;

#define MIN_SHIFT 4 /* 16-byte blocks (header included) */
/* blocks (sizes of 16 and up) start here, so block + RT_FRAME_HDR is 8-aligned */
#define BLOCK_SKIP (RT_FRAME_ALIGN - RT_FRAME_HDR) /* 4 on the boards, 0 in host tests */
#define NCLASSES 9  /* .. 4096-byte blocks */

static rt_pool classes[NCLASSES];
static uint32_t heap_used;

/* Selections are a small stack, not one variable: an interrupt handler that runs `go` between a
   goroutine spawn's rt_pool_select and its ramp's allocation pushes and consumes its own selection
   and leaves the interrupted one in place (handlers finish before the code they interrupted goes
   on, so last-in first-out is the right order, nested interrupts included). */
#define MAX_SELECTED 8
static rt_pool *selected[MAX_SELECTED];
static uint32_t nselected;

void rt_pool_select(rt_pool *p) {
    uint32_t s = port_irq_save();
    uint32_t n = nselected;
    if (n < MAX_SELECTED) {
        selected[n] = p;
        nselected = n + 1;
    }
    port_irq_restore(s);
    if (n == MAX_SELECTED)
        rt_fatal_cstr("rt_pool_select: too many nested go statements");
}

rt_pool *rt_pool_take_selected(void) {
    uint32_t s = port_irq_save();
    rt_pool *p = nselected ? selected[--nselected] : NULL;
    port_irq_restore(s);
    return p;
}

uint32_t rt_pool_pending(void) { return nselected; }

/* a number in decimal on the console (32-bit division only) */
static void put_uint(uint32_t v) {
    if (v >= 10)
        put_uint(v / 10);
    board_putc((uint8_t)('0' + v % 10));
}

static _Noreturn void panic_exhausted(uint32_t size) {
    rt_puts("panic: general frame pool exhausted: ");
    put_uint(size);
    rt_puts("-byte frame (");
    put_uint(rt_frame_heap_size);
    rt_puts(" bytes)\n");
    port_exit(2);
}

/* the general pool cannot hold the frame: the heap's, or the panic */
static __attribute__((noinline)) void *exhausted(uint32_t size) {
    if (rt_frames_overflow && !rt_in_isr()) {
        void *f = rt_frames_overflow->alloc(size);
        if (f)
            return f;
    }
    panic_exhausted(size);
}

static void *general_alloc(uint32_t size) {
    uint32_t need = size + RT_FRAME_HDR;
    int cls = 0;
    while (cls < NCLASSES && (1u << (cls + MIN_SHIFT)) < need)
        cls++;
    if (cls == NCLASSES || size > need)
        return exhausted(size);
    rt_pool *p = &classes[cls];
    void *f = rt_pool_alloc(p); /* a block freed earlier (a class has no name: NULL if none) */
    if (f)
        return f;
    uint32_t bsize = 1u << (cls + MIN_SHIFT);
    uint32_t s = port_irq_save();
    uint32_t avail = rt_frame_heap_size > BLOCK_SKIP ? rt_frame_heap_size - BLOCK_SKIP : 0;
    if (avail - heap_used < bsize || heap_used > avail) {
        port_irq_restore(s);
        return exhausted(size);
    }
    uint8_t *block = rt_frame_heap + BLOCK_SKIP + heap_used;
    heap_used += bsize;
    p->slot_size = bsize;
    p->in_use++;
    port_irq_restore(s);
    *(rt_pool **)block = p;
    return block + RT_FRAME_HDR;
}

void *rt_frame_alloc(uint32_t size) {
    rt_pool *p = rt_pool_take_selected();
    if (!p)
        return general_alloc(size);
    if (size + RT_FRAME_HDR > p->slot_size)
        rt_fatal_cstr("coroutine frame larger than its pool's slots");
    return rt_pool_alloc(p);
}

/* bytes of the general pool carved so far (for tests) */
uint32_t rt_frame_heap_used(void) { return heap_used; }

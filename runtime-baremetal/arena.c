/* arena.c - the allocation arena for Go values under -gc=leaking (gc.c is the collector of
 * -gc=conservative): a bump allocator over a static buffer in .bss, zeroed at boot, never freed.
 * Its size is a weak default the compiler overrides by defining rt_arena (the storage) and
 * rt_arena_size (its size in bytes; 0 with -heap=none) in its own object. Allocation is interrupt
 * safe. When the arena is full: "fatal error: out of memory" (exit 2). runtime.GC() does nothing
 * and runtime.ReadMemStats reports the arena (NumGC and Frees stay 0); runtime.SetFinalizer is
 * accepted and its finalizer never runs. Coroutine frames that no
 * pool holds come from the arena too (rt_heap_frame_alloc): blocks of power-of-two sizes, which
 * rt_heap_frame_free keeps on a free list per size for the next such frame, so goroutines started
 * over and over reuse the same bytes. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

#ifndef RT_ARENA_DEFAULT_SIZE
#define RT_ARENA_DEFAULT_SIZE (64 * 1024)
#endif

__attribute__((weak, aligned(8))) uint8_t rt_arena[RT_ARENA_DEFAULT_SIZE];
__attribute__((weak)) const uint32_t rt_arena_size = RT_ARENA_DEFAULT_SIZE;

static uint32_t arena_used, arena_mallocs;

void *rt_alloc(uint32_t size, uint32_t align) {
    if (align == 0 || (align & (align - 1)) != 0)
        align = 8;
    if (size == 0)
        size = 1; /* distinct addresses are not required by Go, but keep pointers inside the arena */
    uint32_t s = port_irq_save();
    uintptr_t base = (uintptr_t)rt_arena;
    uintptr_t start = (base + arena_used + (align - 1)) & ~(uintptr_t)(align - 1);
    uint32_t off = (uint32_t)(start - base);
    if (off > rt_arena_size || rt_arena_size - off < size) {
        port_irq_restore(s);
        rt_fatal_cstr("out of memory");
    }
    arena_used = off + size;
    arena_mallocs++;
    port_irq_restore(s);
    return (void *)start; /* .bss is zeroed at boot and nothing is ever freed: already zero */
}

/* bytes of the arena in use (for tests and size reports) */
uint32_t rt_arena_used(void) { return arena_used; }

void rt_gc(void) {}

void rt_gc_set_percent(int32_t percent) { (void)percent; }

void rt_read_mem_stats(rt_memstats *m) {
    *m = (rt_memstats){.alloc = arena_used, .total_alloc = arena_used, .sys = rt_arena_size,
                       .mallocs = arena_mallocs, .heap_alloc = arena_used, .heap_sys = rt_arena_size,
                       .heap_idle = rt_arena_size - arena_used, .heap_inuse = arena_used,
                       .heap_objects = arena_mallocs};
}

bool rt_heap_enabled(void) { return rt_arena_size != 0; }

/* nothing is ever freed, so no finalizer ever runs */
int32_t rt_set_finalizer(void *obj, void *fv, void *tab) {
    (void)obj, (void)fv, (void)tab;
    return RT_FIN_OK;
}

bool rt_next_finalizer(rt_finalizer *f) {
    (void)f;
    return false;
}

/* freed heap frames per size class (block of 1 << class bytes), linked through their first word;
   a block is [class, .., NULL header, frame] */
static void *frame_blocks[32];

void *rt_heap_frame_alloc(uint32_t size) {
    if (!rt_arena_size)
        return NULL;
    uint32_t need = RT_HEAP_FRAME_OFF + size, cls = 4;
    while (cls < 31 && (1u << cls) < need)
        cls++;
    uintptr_t *o = frame_blocks[cls];
    if (o)
        frame_blocks[cls] = *(void **)o;
    else
        o = rt_alloc(1u << cls, RT_FRAME_ALIGN);
    o[0] = cls;
    uint8_t *frame = (uint8_t *)o + RT_HEAP_FRAME_OFF;
    *(void **)(frame - RT_FRAME_HDR) = NULL;
    return frame;
}

void rt_heap_frame_free(void *frame) {
    void **o = (void **)((uint8_t *)frame - RT_HEAP_FRAME_OFF);
    uint32_t cls = (uint32_t)(uintptr_t)o[0];
    o[0] = frame_blocks[cls];
    frame_blocks[cls] = o;
}

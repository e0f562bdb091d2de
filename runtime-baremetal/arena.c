/* arena.c - the allocation arena for Go values (new, escaping composite literals, string
 * concatenation): a bump allocator over a static buffer in .bss, zeroed at boot, never freed, no GC.
 * Its size is a weak default the compiler overrides by defining rt_arena (the storage) and
 * rt_arena_size (its size in bytes; 0 with -heap=none) in its own object. Allocation is interrupt
 * safe. When the arena is full: "panic: out of memory". */
#include "port.h"
#include "rt.h"

#ifndef RT_ARENA_DEFAULT_SIZE
#define RT_ARENA_DEFAULT_SIZE (64 * 1024)
#endif

__attribute__((weak, aligned(8))) uint8_t rt_arena[RT_ARENA_DEFAULT_SIZE];
__attribute__((weak)) const uint32_t rt_arena_size = RT_ARENA_DEFAULT_SIZE;

static uint32_t arena_used;

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
        rt_panic_cstr("out of memory");
    }
    arena_used = off + size;
    port_irq_restore(s);
    return (void *)start; /* .bss is zeroed at boot and nothing is ever freed: already zero */
}

/* bytes of the arena in use (for tests and size reports) */
uint32_t rt_arena_used(void) { return arena_used; }

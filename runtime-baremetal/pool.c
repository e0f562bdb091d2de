/* pool.c - the static frame pools of go targets. The compiler (src/frames.c) emits, for every
 * function started with go, a descriptor (rt_pool, rt.h) and nslots * slot_size bytes of .bss sized
 * from the function's real frame size after the LLVM passes. A go statement selects the pool
 * (rt_pool_select) right before calling f$coro; the ramp's first allocation, its own frame, then
 * takes a slot (rt_frame_alloc in frame.c). Slots are carved in order the first time and recycled
 * through a free list linked through their first word, so taking and returning a slot is O(1); both
 * run with interrupts masked. Every slot starts with an RT_FRAME_HEADER-byte header whose first word
 * points back at its pool, which is how rt_frame_free finds where a frame goes back to. A spawn past
 * the last slot panics: "goroutine pool exhausted: main.f (N slots)". */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

/* Selections are a small stack, not one variable: an interrupt handler that runs `go` between a
   goroutine spawn's rt_pool_select and its ramp's allocation pushes and consumes its own selection
   and leaves the interrupted one in place (handlers finish before the code they interrupted goes
   on, so last-in first-out is the right order, nested interrupts included). */
#define MAX_SELECTED 8
static rt_pool *selected[MAX_SELECTED];
static uint32_t nselected;

void rt_pool_select(rt_pool *p) {
    uint32_t s = port_irq_save();
    if (nselected == MAX_SELECTED) {
        port_irq_restore(s);
        rt_fatal_cstr("rt_pool_select: too many nested go statements");
    }
    selected[nselected++] = p;
    port_irq_restore(s);
}

rt_pool *rt_pool_take_selected(void) {
    uint32_t s = port_irq_save();
    rt_pool *p = nselected ? selected[--nselected] : NULL;
    port_irq_restore(s);
    return p;
}

uint32_t rt_pool_pending(void) { return nselected; }

void *rt_pool_take(rt_pool *p) {
    uint32_t s = port_irq_save();
    uint8_t *slot = p->free;
    if (slot) {
        p->free = *(void **)slot;
    } else if (p->carved < p->nslots) {
        slot = p->slots + p->carved * p->slot_size;
        p->carved++;
    } else {
        port_irq_restore(s);
        return NULL;
    }
    p->in_use++;
    port_irq_restore(s);
    *(rt_pool **)slot = p;
    return slot + RT_FRAME_HEADER;
}

void rt_pool_give(void *frame) {
    uint8_t *slot = (uint8_t *)frame - RT_FRAME_HEADER;
    rt_pool *p = *(rt_pool **)slot;
    uint32_t s = port_irq_save();
    *(void **)slot = p->free;
    p->free = slot;
    p->in_use--;
    port_irq_restore(s);
}

/* "goroutine pool exhausted: main.f (N slots)" */
static _Noreturn void exhausted(const rt_pool *p) {
    char msg[160];
    rt_cstr_builder b = {msg, sizeof msg, 0};
    rt_cstr_add(&b, "goroutine pool exhausted: ");
    rt_cstr_add(&b, p->name ? p->name : "?");
    rt_cstr_add(&b, " (");
    rt_cstr_add_uint(&b, p->nslots);
    rt_cstr_add(&b, p->nslots == 1 ? " slot)" : " slots)");
    rt_panic_cstr(msg);
}

void *rt_pool_alloc(rt_pool *p, uint32_t size) {
    if (size + RT_FRAME_HEADER > p->slot_size)
        rt_fatal_cstr("coroutine frame larger than its pool's slots");
    void *f = rt_pool_take(p);
    if (!f)
        exhausted(p);
    return f;
}

/* a small bounded string builder for panic messages (no printf in the runtime) */
void rt_cstr_add(rt_cstr_builder *b, const char *s) {
    while (*s && b->len + 1 < b->cap)
        b->buf[b->len++] = *s++;
    b->buf[b->len] = 0;
}

void rt_cstr_add_uint(rt_cstr_builder *b, uint32_t v) {
    char digits[12];
    int n = 0;
    do {
        digits[n++] = (char)('0' + v % 10);
        v /= 10;
    } while (v != 0);
    while (n > 0 && b->len + 1 < b->cap)
        b->buf[b->len++] = digits[--n];
    b->buf[b->len] = 0;
}

/* heapframe_test.c - frames past a full pool come from the heap (pool.c, frame.c with arena.c, as
 * under -gc=leaking; gc_test.c covers the collector's side): with rt_frames_overflow pointing at the heap's frame functions, as
 * src/transform/frames.c sets it when the program has a heap, a goroutine pool past its last slot
 * and a frame the general pool cannot hold get 8-aligned heap frames whose header is NULL; such a
 * frame goes back through rt_frame_free to a free list of its size, so the next heap frame of that
 * size reuses it and spawning over and over does not grow the arena; the pool's own slots are
 * still handed out first. */
#include "rt.h"
#include "rt_internal.h"
#include <string.h>

#include "stub.h"

static const rt_frame_overflow heap_frames = {rt_heap_frame_alloc, rt_heap_frame_free};
const rt_frame_overflow *const rt_frames_overflow = &heap_frames; /* what the compiler defines with a heap */

static uint8_t two_slots[2 * 64] __attribute__((aligned(8)));
static rt_pool two_pool = {"main.two (2 slots)", two_slots, 64, 2, 0, 0, 0};

int main(void) {
    void *a = rt_pool_alloc(&two_pool), *b = rt_pool_alloc(&two_pool);
    CHECK(a == two_slots + RT_FRAME_HDR && b == two_slots + 64 + RT_FRAME_HDR);
    uint32_t used = rt_arena_used();
    uint8_t *h = rt_pool_alloc(&two_pool); /* full: from the heap */
    CHECK(h && ((uintptr_t)h & 7) == 0);
    CHECK(*(rt_pool **)(h - RT_FRAME_HDR) == NULL);
    CHECK(two_pool.in_use == 2);
    CHECK(rt_arena_used() > used);
    memset(h, 0xCC, 64 - RT_FRAME_HDR);
    uint32_t after_one = rt_arena_used();
    rt_frame_free(h);
    CHECK(two_pool.in_use == 2);
    /* the same size again: the freed block, no new arena bytes */
    for (int i = 0; i < 100; i++) {
        uint8_t *g = rt_pool_alloc(&two_pool);
        CHECK(g == h);
        rt_frame_free(g);
    }
    CHECK(rt_arena_used() == after_one);
    /* a pool slot freed is used before the heap */
    rt_frame_free(a);
    CHECK(rt_pool_alloc(&two_pool) == a);

    /* the general pool (8 KiB here, 1 KiB blocks for these frames): the ninth comes from the heap */
    uint8_t *f[9];
    for (int i = 0; i < 9; i++)
        f[i] = rt_frame_alloc(1000);
    for (int i = 0; i < 8; i++)
        CHECK(*(rt_pool **)(f[i] - RT_FRAME_HDR) != NULL);
    CHECK(*(rt_pool **)(f[8] - RT_FRAME_HDR) == NULL && ((uintptr_t)f[8] & 7) == 0);
    rt_frame_free(f[8]);
    CHECK(rt_frame_alloc(1000) == f[8]);
    CHECK(stub_irq_depth == 0);
    TEST_END();
}

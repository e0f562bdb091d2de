/* frame_test.c - the general frame pool (rt_frame_alloc with no pool selected): 8-byte alignment,
 * no overlap, O(1) reuse of freed blocks of the same size class (LIFO), no reuse across classes,
 * free(NULL) is harmless, balanced critical sections, and "panic: general frame pool exhausted:
 * 1000-byte frame (8192 bytes)" when the host build's 8192-byte buffer is used up. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

int main(void) {
    uint8_t *f1 = rt_frame_alloc(24);
    uint8_t *f2 = rt_frame_alloc(24);
    uint8_t *f3 = rt_frame_alloc(200);
    CHECK(f1 && f2 && f3);
    CHECK(((uintptr_t)f1 & 7) == 0 && ((uintptr_t)f2 & 7) == 0 && ((uintptr_t)f3 & 7) == 0);
    CHECK(f2 >= f1 + 24 || f1 >= f2 + 24);
    memset(f1, 0xAA, 24);
    memset(f2, 0xBB, 24);
    memset(f3, 0xCC, 200);
    CHECK(f1[23] == 0xAA && f2[0] == 0xBB); /* no overlap */

    uint32_t used = rt_frame_heap_used();
    rt_frame_free(f2);
    uint8_t *g = rt_frame_alloc(20); /* same class (32 bytes with the header) */
    CHECK(g == f2);
    CHECK(rt_frame_heap_used() == used);
    rt_frame_free(f1);
    rt_frame_free(g);
    CHECK(rt_frame_alloc(24) == g); /* LIFO */
    CHECK(rt_frame_alloc(24) == f1);
    rt_frame_free(f3);
    uint8_t *h = rt_frame_alloc(8); /* a smaller class does not take the 256-byte block */
    CHECK(h != f3);
    CHECK(rt_frame_alloc(240) == f3);
    rt_frame_free(NULL);
    CHECK(stub_irq_depth == 0);

    /* many alloc/free cycles of a goroutine-sized frame cost no memory */
    used = rt_frame_heap_used();
    for (int i = 0; i < 10000; i++) {
        void *p = rt_frame_alloc(100);
        void *q = rt_frame_alloc(40);
        rt_frame_free(p);
        rt_frame_free(q);
    }
    CHECK(rt_frame_heap_used() <= used + 128 + 64);

    /* exhaustion */
    stub_reset();
    int st = EXPECT_EXIT(for (;;) rt_frame_alloc(1000));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "panic: general frame pool exhausted: 1000-byte frame (8192 bytes)\n");
    stub_reset();
    st = EXPECT_EXIT(rt_frame_alloc(100000)); /* larger than the largest size class */
    CHECK(st == 2);
    CHECK_STR(stub_output(), "panic: general frame pool exhausted: 100000-byte frame (8192 bytes)\n");
    TEST_END();
}

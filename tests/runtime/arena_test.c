/* arena_test.c - the bump arena: zeroed memory, the requested alignment, no overlap, and
 * "fatal error: out of memory" (status 2) once its weak default size (4096 bytes in the host build) is
 * used up; critical sections stay balanced. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

int main(void) {
    uint8_t *a = rt_alloc(3, 1);
    uint8_t *b = rt_alloc(8, 8);
    uint8_t *c = rt_alloc(4, 4);
    CHECK(((uintptr_t)b & 7) == 0);
    CHECK(((uintptr_t)c & 3) == 0);
    CHECK(b >= a + 3);
    CHECK(c >= b + 8);
    for (int i = 0; i < 8; i++)
        CHECK(b[i] == 0);
    uint8_t *d = rt_alloc(100, 16);
    CHECK(((uintptr_t)d & 15) == 0);
    for (int i = 0; i < 100; i++)
        CHECK(d[i] == 0);
    CHECK(stub_irq_depth == 0);
    uint32_t used = rt_arena_used();
    CHECK(used >= 3 + 8 + 4 + 100 && used <= 3 + 8 + 4 + 100 + 32);

    /* fill the rest exactly, then one more byte must panic */
    uint8_t *rest = rt_alloc(4096 - used, 1);
    CHECK(rest + (4096 - used) == a + 4096 || rt_arena_used() == 4096);
    stub_reset();
    int st = EXPECT_EXIT(rt_alloc(1, 1));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "fatal error: out of memory\n");
    st = EXPECT_EXIT(rt_alloc(0x7fffffff, 1));
    CHECK(st == 2);
    TEST_END();
}

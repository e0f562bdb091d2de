/* gc_test.c - the conservative mark-sweep collector (runtime-baremetal/gc.c, built with
 * RT_GC_HOST: the heap is a 16 KiB buffer here, the roots an array the test fills, the stack from
 * the collector up to main's frame): zeroed 16-byte-aligned blocks; objects reachable from a root,
 * through other objects and through interior pointers survive intact; unreachable ones are freed
 * and their memory reused, so allocating 10 times the heap in total never runs out; a root object
 * with more pointers than the mark stack holds (the overflow rescan); MemStats counters; "fatal
 * error: out of memory" (exit 2) when live data exceeds the heap; balanced masking. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

#define HEAP 16384
static _Alignas(16) uint8_t heap[HEAP];
static void *roots[8];
uintptr_t rt_gc_host_heap[2], rt_gc_host_roots[2], rt_gc_host_stack_top;

/* allocations whose pointers never stay on the stack of main */
__attribute__((noinline)) static void garbage(int n, uint32_t size) {
    for (int i = 0; i < n; i++) {
        uint8_t *p = rt_alloc(size, 8);
        p[0] = 1;
    }
}

__attribute__((noinline)) static void build_list(int n) {
    uintptr_t *head = NULL;
    for (int i = 0; i < n; i++) {
        uintptr_t *node = rt_alloc(2 * sizeof(uintptr_t), 8);
        node[0] = (uintptr_t)head;
        node[1] = (uintptr_t)i;
        head = node;
    }
    /* an interior pointer: the second word of the first node */
    roots[0] = &head[1];
}

__attribute__((noinline)) static long sum_list(void) {
    long s = 0;
    for (uintptr_t *n = (uintptr_t *)roots[0] - 1; n; n = (uintptr_t *)n[0])
        s += (long)n[1];
    return s;
}

__attribute__((noinline)) static void wide_object(int n) {
    void **arr = rt_alloc((uint32_t)(n * sizeof(void *)), 8);
    for (int i = 0; i < n; i++) {
        int *x = rt_alloc(sizeof(int), 4);
        *x = i;
        arr[i] = x;
    }
    roots[1] = arr;
}

__attribute__((noinline)) static long sum_wide(int n) {
    long s = 0;
    for (int i = 0; i < n; i++)
        s += *(int *)((void **)roots[1])[i];
    return s;
}

__attribute__((noinline)) static void fill_live(void) {
    /* keep everything: a chain of 1 KiB objects from roots[2] until the heap is full */
    for (;;) {
        void **o = rt_alloc(1024, 8);
        o[0] = roots[2];
        roots[2] = o;
    }
}

int main(void) {
    rt_gc_host_heap[0] = (uintptr_t)heap;
    rt_gc_host_heap[1] = (uintptr_t)heap + HEAP;
    rt_gc_host_roots[0] = (uintptr_t)roots;
    rt_gc_host_roots[1] = (uintptr_t)(roots + 8);
    rt_gc_host_stack_top = (uintptr_t)__builtin_frame_address(0);

    rt_memstats m;
    rt_read_mem_stats(&m);
    CHECK(m.heap_sys > HEAP - 512 && m.heap_sys <= HEAP);
    CHECK(m.mallocs == 0 && m.num_gc == 0 && m.heap_alloc == 0);

    uint8_t *a = rt_alloc(3, 1);
    CHECK(((uintptr_t)a & 15) == 0);
    for (int i = 0; i < 16; i++)
        CHECK(a[i] == 0);
    a[0] = 7;
    roots[3] = a;

    build_list(50);
    wide_object(100); /* 100 pointers: more than the 64-entry mark stack */
    rt_gc();
    rt_read_mem_stats(&m);
    CHECK(m.num_gc == 1);
    CHECK(m.mallocs == 1 + 50 + 1 + 100);
    CHECK(sum_list() == 50 * 49 / 2);
    CHECK(sum_wide(100) == 100 * 99 / 2);
    CHECK(a[0] == 7);

    /* 10 times the heap in garbage: the collector reclaims it, the live data stays intact */
    uint64_t before = m.mallocs;
    garbage(10 * HEAP / 48, 40);
    rt_read_mem_stats(&m);
    CHECK(m.num_gc > 1);
    CHECK(m.frees > 0);
    CHECK(m.mallocs == before + 10 * HEAP / 48);
    CHECK(m.total_alloc >= 10 * HEAP);
    CHECK(m.heap_alloc <= m.heap_sys);
    CHECK(sum_list() == 50 * 49 / 2);
    CHECK(sum_wide(100) == 100 * 99 / 2);
    CHECK(a[0] == 7);

    /* dropping the roots frees the list and the wide object */
    roots[0] = roots[1] = NULL;
    rt_gc();
    rt_read_mem_stats(&m);
    CHECK(m.heap_objects <= 8);
    /* a freed block comes back zeroed */
    garbage(HEAP / 64, 40);
    uint32_t *z = rt_alloc(48, 8);
    CHECK(z[0] == 0 && z[5] == 0 && z[11] == 0);
    CHECK(stub_irq_depth == 0);

    /* live data bigger than the heap: out of memory after a collection */
    stub_reset();
    int st = EXPECT_EXIT(fill_live());
    CHECK(st == 2);
    CHECK_STR(stub_output(), "fatal error: out of memory\n");
    stub_reset();
    st = EXPECT_EXIT(rt_alloc(0x7fffffff, 1));
    CHECK(st == 2);
    CHECK_STR(stub_output(), "fatal error: out of memory\n");
    TEST_END();
}

/* gctrigger_test.c - the collector's GOGC trigger (runtime-baremetal/gc.c built with RT_GC_HOST
 * and RT_GC_MINIMUM = 16 KiB over a 256 KiB heap, tests/CMakeLists.txt): a fresh heap is first
 * collected when 16 KiB are in use, not when it is full, and the blocks above what the program
 * used are never touched; with live data kept, the heap in use stays below live + GOGC % of it
 * (100 at start, then 50 and 300 with rt_gc_set_percent, through the one-block fast path and
 * bigger objects alike), and by at least 1 KiB (RT_GC_MINIMUM / 16) at 1 %; a negative percentage collects only when the heap is full, and the live data
 * survives every collection. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

#define HEAP (256 * 1024)
#define FILL 0xa5
static _Alignas(16) uint8_t heap[HEAP];
static void *roots[4];
/* bytes over the goal a churn can see: the last garbage object or two, which the conservative
   stack scan keeps through a collection, count as live there */
#define SLACK 128
uintptr_t rt_gc_host_heap[2], rt_gc_host_roots[2], rt_gc_host_stack_top;

static uint64_t in_use(void) {
    rt_memstats m;
    rt_read_mem_stats(&m);
    return m.heap_alloc;
}

static uint32_t collections(void) {
    rt_memstats m;
    rt_read_mem_stats(&m);
    return m.num_gc;
}

/* n objects of size bytes nothing keeps; returns the most bytes in use seen after an allocation */
__attribute__((noinline)) static uint64_t churn(int n, uint32_t size) {
    uint64_t peak = 0;
    for (int i = 0; i < n; i++) {
        uint8_t *p = rt_alloc(size, 8);
        p[0] = 1;
        uint64_t u = in_use();
        if (u > peak)
            peak = u;
    }
    return peak;
}

/* a list of n 64-byte nodes from roots[0] (kept) */
__attribute__((noinline)) static void keep(int n) {
    for (int i = 0; i < n; i++) {
        void **o = rt_alloc(64, 8);
        o[0] = roots[0];
        o[1] = (void *)(uintptr_t)i;
        roots[0] = o;
    }
}

__attribute__((noinline)) static long sum_kept(void) {
    long s = 0;
    for (void **o = roots[0]; o; o = o[0])
        s += (long)(uintptr_t)o[1];
    return s;
}

/* bytes of the heap from offset 'from' on that still hold FILL (the heap was never there) */
static int untouched_from(uint32_t from) {
    for (uint32_t i = from; i < HEAP / 2; i++)
        if (heap[i] != FILL)
            return 0;
    return 1;
}

int main(void) {
    memset(heap, FILL, sizeof heap);
    rt_gc_host_heap[0] = (uintptr_t)heap;
    rt_gc_host_heap[1] = (uintptr_t)heap + HEAP;
    rt_gc_host_roots[0] = (uintptr_t)roots;
    rt_gc_host_roots[1] = (uintptr_t)(roots + 4);
    rt_gc_host_stack_top = (uintptr_t)__builtin_frame_address(0);

    /* a fresh heap: the first collection comes at 16 KiB in use (1,024 one-block objects, the fast
       path), and the heap above the first 32 KiB is never written */
    uint64_t peak = churn(1024, 16);
    CHECK(collections() == 0);
    CHECK(peak == 16384);
    peak = churn(1, 16);
    CHECK(collections() == 1);
    peak = churn(20000, 16);
    CHECK(collections() > 15);
    CHECK(peak <= 16384);
    CHECK(untouched_from(32 * 1024));

    /* 32 KiB live: at GOGC=100 the heap in use stays below twice that, with small and bigger
       objects */
    keep(512);
    rt_gc();
    uint64_t live = in_use();
    CHECK(live >= 32 * 1024 && live < 33 * 1024);
    uint32_t before = collections();
    peak = churn(20000, 16);
    CHECK(peak <= 2 * live + SLACK && peak > 2 * live - 64);
    peak = churn(2000, 200);
    CHECK(peak <= 2 * live + 3 * 208);
    CHECK(collections() > before + 10);
    CHECK(sum_kept() == 512 * 511 / 2);

    /* GOGC=50: 1.5 times the live data */
    rt_gc_set_percent(50);
    rt_gc();
    live = in_use();
    peak = churn(20000, 16);
    CHECK(peak <= live * 3 / 2 + SLACK && peak > live * 3 / 2 - 64);
    CHECK(sum_kept() == 512 * 511 / 2);

    /* GOGC=300: 4 times */
    rt_gc_set_percent(300);
    rt_gc();
    live = in_use();
    peak = churn(20000, 16);
    CHECK(peak <= 4 * live + 2 * SLACK && peak > 4 * live - 64);

    /* GOGC=1: the heap still grows by RT_GC_MINIMUM / 16 (1 KiB) between collections */
    rt_gc_set_percent(1);
    rt_gc();
    live = in_use();
    before = collections();
    peak = churn(640, 16);
    CHECK(peak <= live + 1024 + SLACK && peak > live + 1024 - 64);
    CHECK(collections() >= before + 8 && collections() <= before + 10);

    /* off (negative): collected only when the heap is full, so it fills up */
    rt_gc_set_percent(-1);
    rt_gc();
    before = collections();
    peak = churn(20000, 16);
    CHECK(collections() == before + 1);
    CHECK(peak > HEAP - 8 * 1024);
    CHECK(sum_kept() == 512 * 511 / 2);

    /* back on: the next allocation collects (the heap in use is over twice the last collection's
       live data) */
    CHECK(in_use() > 3 * live);
    rt_gc_set_percent(100);
    before = collections();
    churn(1, 16);
    CHECK(collections() == before + 1);
    CHECK(stub_irq_depth == 0);
    TEST_END();
}

/* gc_test.c - the conservative mark-sweep collector (runtime-baremetal/gc.c, built with
 * RT_GC_HOST: the heap is a 16 KiB buffer here, the roots an array the test fills, the stack from
 * the collector up to main's frame): zeroed 16-byte-aligned blocks; objects reachable from a root,
 * through other objects and through interior pointers survive intact; unreachable ones are freed
 * and their memory reused, so allocating 10 times the heap in total never runs out; a root object
 * with more pointers than the mark stack holds (the overflow rescan); MemStats counters; "fatal
 * error: out of memory" (exit 2) when live data exceeds the heap; heap frames (rt_heap_frame_alloc)
 * survive collections with no other reference, with what they point to, until rt_frame_free; a
 * freed one is the next heap frame of its size, and the next collection frees it; balanced
 * masking. */
#include "rt.h"
#include "rt_internal.h"
#include "stub.h"

/* what the compiler defines when frames may come from the heap (src/transform/frames.c) */
static const rt_frame_overflow heap_frame_fns = {rt_heap_frame_alloc, rt_heap_frame_free};
const rt_frame_overflow *const rt_frames_overflow = &heap_frame_fns;

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

/* n heap frames, each holding a pointer to a heap object, chained through their first word;
   returns the last one (the caller hides it from the stack scan) */
__attribute__((noinline)) static uintptr_t heap_frames(int n) {
    void **prev = NULL;
    for (int i = 0; i < n; i++) {
        void **f = rt_heap_frame_alloc(32);
        CHECK(*(void **)((uint8_t *)f - RT_FRAME_HDR) == NULL && ((uintptr_t)f & 7) == 0);
        int *x = rt_alloc(sizeof(int), 4);
        *x = i + 1000;
        f[0] = prev;
        f[1] = x;
        f[2] = (void *)(uintptr_t)i;
        prev = f;
    }
    return (uintptr_t)prev;
}

__attribute__((noinline)) static long sum_frames(uintptr_t last, int n) {
    long s = 0;
    for (void **f = (void **)last; n-- > 0; f = f[0])
        s += (long)(uintptr_t)f[2] + *(int *)f[1];
    return s;
}

__attribute__((noinline)) static void free_frames(uintptr_t last, int n) {
    for (void **f = (void **)last; n-- > 0;) {
        void **next = f[0];
        rt_frame_free(f);
        f = next;
    }
}

/* zeros over the stack below main's frame: the dead slots of earlier calls held frame pointers,
   which the conservative scan would take for live ones */
__attribute__((noinline)) static void scrub_stack(void) {
    volatile uintptr_t junk[256];
    for (int i = 0; i < 256; i++)
        junk[i] = 0;
}

/* a heap frame after frames of its size were freed is one of them: no new object */
__attribute__((noinline)) static bool reuse_frame(void) {
    rt_memstats m;
    rt_read_mem_stats(&m);
    uint64_t before = m.mallocs;
    void *f = rt_heap_frame_alloc(32);
    rt_read_mem_stats(&m);
    rt_frame_free(f);
    return f && m.mallocs == before;
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

    /* heap frames (a goroutine's frame when its pool is full): kept by the collector with nothing
       else pointing at them, with what they point to, until rt_frame_free gives them back */
    rt_gc();
    rt_read_mem_stats(&m);
    uint64_t objects = m.heap_objects;
    uintptr_t hidden = heap_frames(5) ^ 0x5a5a5a5a;
    rt_read_mem_stats(&m);
    uint64_t with_frames = m.heap_objects;
    CHECK(with_frames == objects + 5 + 1); /* 5 ints; the frames 8 to an object */
    rt_gc();
    rt_gc();
    rt_read_mem_stats(&m);
    CHECK(m.heap_objects == with_frames);
    CHECK(sum_frames(hidden ^ 0x5a5a5a5a, 5) == 2 * (5 * 4 / 2) + 5 * 1000);
    free_frames(hidden ^ 0x5a5a5a5a, 5);
    /* freed frames wait for the next frame of their size, or the next collection */
    CHECK(reuse_frame());
    rt_read_mem_stats(&m);
    CHECK(m.heap_objects == with_frames);
    scrub_stack();
    rt_gc();
    rt_read_mem_stats(&m);
    CHECK(m.heap_objects == objects);

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

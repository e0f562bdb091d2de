/* gc.c - the conservative mark-sweep collector (-gc=conservative, the default when a program
 * allocates at run time; arena.c is -gc=leaking). The heap is the RAM the linker script leaves
 * between the end of .bss and the stack guard (__heap_start .. __heap_end; -heap=SIZE caps it),
 * cut into 16-byte blocks with 2 bits of state each (free, head of an object, tail, marked head)
 * kept at the end of the region. The states are zeroed (free) as the heap is first used, a few
 * KiB of blocks at a time from the bottom up (grow): the blocks above that mark, 'top', are free
 * and nothing walks them, so a big heap that a program never fills costs nothing at boot nor per
 * collection (the sweep and the searches stop at top). rt_heap_init, called by rt_start before
 * the program runs (the unit tests set up lazily), only computes the layout. rt_alloc finds a run
 * of free blocks next-fit, zeroes it and marks its head; when no run is big enough it collects and
 * tries again, and after a collection that did not help it ends the program with "fatal error: out
 * of memory" (exit 2). It also collects first when the heap in use would pass the goal, Go's GOGC
 * rule (set_trigger: the last collection's live blocks plus GOGC %, at least 4 MiB at 100 %), so
 * a churning program reuses the bottom of a big heap instead of touching all of it.
 * A collection marks everything reachable from the roots: .data and .bss (goroutines are stackless
 * and their frames live in static pools there, or on the heap when a pool was full: those are on
 * heap_frames, a list whose head is in .bss, so every live goroutine's frame is marked and never
 * freed under it; rt_heap_frame_free frees one explicitly when its goroutine finishes), the one stack from
 * the collector's own frame up to __stack_top, and the callee-saved registers (spilled into
 * rt_gc_collect's frame before the stack is scanned). Conservative: any
 * word that points anywhere inside an allocated block keeps the whole object (interior pointers
 * of slices, strings and struct fields). Marking uses a small explicit stack; when it overflows,
 * the marked objects are rescanned until nothing new is marked. Then the sweep frees every
 * unmarked object.
 * Finalizers (runtime.SetFinalizer; docs/memory.md "Finalizers"): a table on the heap, whose head
 * is a root, holds per object its finalizer's func value, its descriptor when the finalizer takes
 * an interface, and the object as a block index (not a pointer, so the table keeps it alive only
 * once it is ready). After marking, every registered object left unmarked has what it points to
 * marked (so an object reachable from another finalizable one waits for a later cycle, as in Go),
 * then each registered object still unmarked becomes ready: its entry now holds its address, which
 * keeps it and all it reaches alive, and it is marked for this cycle. The Go side
 * (lib/runtime/runtime.go) takes ready entries with rt_next_finalizer and calls them, at the end
 * of runtime.GC() and in SetFinalizer; the next collection frees the object, unless the
 * finalizer made it reachable again.
 * Interrupts: no handler can allocate or collect (a compile-time error, src/analysis/heap.c), but a handler
 * can copy a pointer from one global to another while marking runs, which could hide a live
 * object from the marker; marking therefore runs with interrupts masked (the pause is the mark
 * time: docs/memory.md). The sweep only frees objects nothing can reach, so it runs unmasked.
 * On the host (the unit tests) RT_GC_HOST replaces the linker symbols with variables the test sets. */
#include "port.h"
#include "rt.h"
#include "rt_internal.h"

/* the paths that run once per collection, per heap growth or per registration: optimised for size
   (-Oz's code) in a file built -Os for the allocation fast path and the marking and sweeping
   loops (make bench, heap rows) */
#define COLD __attribute__((minsize))

/* Clobbering every callee-saved register makes the prologue store the caller's values in this
   frame, where the stack scan finds them. (__builtin_unwind_init would also push the VFP registers,
   which a Cortex-M3 does not have.) */
#if defined(__arm__)
#define SPILL_REGISTERS() __asm__ volatile("" ::: "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "memory")
#elif defined(__riscv)
#define SPILL_REGISTERS() \
    __asm__ volatile("" ::: "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "memory")
#else
#define SPILL_REGISTERS() __builtin_unwind_init()
#endif

#define BLOCK 16u
enum { FREE = 0, HEAD = 1, TAIL = 2, MARK = 3 };

#ifdef RT_GC_HOST
extern uintptr_t rt_gc_host_heap[2], rt_gc_host_roots[2], rt_gc_host_stack_top;
#define HEAP_START rt_gc_host_heap[0]
#define HEAP_END rt_gc_host_heap[1]
#define ROOTS_START rt_gc_host_roots[0]
#define ROOTS_END rt_gc_host_roots[1]
#define STACK_TOP rt_gc_host_stack_top
#else
extern uint8_t __heap_start[], __heap_end[], __data_start[], __bss_end[], __stack_top[];
#define HEAP_START ((uintptr_t)__heap_start)
#define HEAP_END ((uintptr_t)__heap_end)
#define ROOTS_START ((uintptr_t)__data_start)
#define ROOTS_END ((uintptr_t)__bss_end)
#define STACK_TOP ((uintptr_t)__stack_top)
#endif

/* indices, not addresses, so that scanning .bss does not find the collector's own state; the
   one address, heap_base, is left out of the scan (mark) */
static uintptr_t heap_base;  /* first block (0: not set up yet) */
static uint32_t nblocks;     /* blocks in the heap */
static uint32_t top;         /* blocks whose states are set up (a multiple of 4); the rest are free */
static uint8_t *meta;        /* 2 bits per block, after the blocks */
static uint32_t next_free;   /* where the next search starts */
/* The collection trigger (GOGC): an allocation that would take the blocks of allocated objects
   past 'trigger' collects first (set_trigger sets it from the blocks a collection leaves alive).
   'credit' is what is left below it, so the blocks in use are trigger - credit: an allocation
   counts and checks one variable. */
static uint32_t trigger;
static int32_t credit;
static uint32_t marked; /* blocks the last collection left allocated */
static int32_t gc_percent = 100; /* runtime/debug.SetGCPercent; negative: only when the heap is full */
static uint64_t mallocs, frees, total_bytes;
static uint32_t num_gc;
/* the live heap frames: [next, prev, size in blocks, .., NULL header, frame], linked through their
   first two words; the head is a root, and marking follows the links. A frame of fewer than
   FRAME_CACHE blocks is one of FRAME_CHUNK in one object, a bigger one an object of its own. */
static void **heap_frames;
/* heap frames freed since the last collection, per size in blocks, linked through their first
   word: the next heap frame of that size takes one in O(1). A collection forgets them (before it
   marks: nothing else points at them, so the sweep frees them) */
#define FRAME_CACHE 16
#define FRAME_CHUNK 8 /* small heap frames per object */
static void **frame_cache[FRAME_CACHE];

#define MARK_STACK 64
static uint32_t mark_stack[MARK_STACK];
static uint32_t mark_top;
static uint8_t mark_overflow;

static inline uint32_t state(uint32_t b) { return (meta[b >> 2] >> ((b & 3) * 2)) & 3; }

static inline void set_state(uint32_t b, uint32_t s) {
    uint32_t sh = (b & 3) * 2;
    meta[b >> 2] = (uint8_t)((meta[b >> 2] & ~(3u << sh)) | (s << sh));
}

#ifndef RT_GC_MINIMUM
#define RT_GC_MINIMUM (4u << 20) /* bytes: the heap grows to this much (at GOGC=100) before it is first collected */
#endif
/* the credit of a trigger no heap reaches (more blocks than any heap of 32-bit RAM has): collect
   when the heap is full */
#define NEVER (1 << 30)

static uint32_t live_blocks(void) { return trigger - (uint32_t)credit; }

/* Go's heap goal at GOGC=100, the default: twice the blocks the last collection left, at least
   RT_GC_MINIMUM, and (corogo's own floor) at least RT_GC_MINIMUM / 16 more than they, so that a
   small heap does not collect every few allocations; nblocks or more stands for "never" */
COLD static uint32_t goal_default(void) {
    uint32_t growth = marked > RT_GC_MINIMUM / BLOCK / 16 ? marked : RT_GC_MINIMUM / BLOCK / 16;
    uint32_t g = marked + growth;
    return g < RT_GC_MINIMUM / BLOCK ? RT_GC_MINIMUM / BLOCK : g;
}

/* the same rule for any percentage (runtime/debug.SetGCPercent, which sets goal_of: a program that
   never calls it links only goal_default): the blocks the last collection left plus gc_percent % of
   them, at least gc_percent % of RT_GC_MINIMUM, and at least RT_GC_MINIMUM / 16 more than they (a
   collection marks all the live data: Go's test/gcgort.go, at 1 %, took 454 collections for 4 MB
   allocated); never when the percentage is negative. gc_percent / 100 is taken as a fraction of
   1024 (no 64-bit division: libgcc's costs flash) */
COLD static uint32_t goal_percent(void) {
    if (gc_percent < 0)
        return nblocks;
    uint32_t scale = gc_percent < (1 << 20) ? (uint32_t)gc_percent * 1024 / 100 : 1u << 20;
    uint64_t growth = (uint64_t)marked * scale >> 10, min = (uint64_t)(RT_GC_MINIMUM / BLOCK) * scale >> 10;
    if (growth < RT_GC_MINIMUM / BLOCK / 16)
        growth = RT_GC_MINIMUM / BLOCK / 16;
    uint64_t g = marked + growth;
    if (g < min)
        g = min;
    return g < nblocks ? (uint32_t)g : nblocks;
}
/* volatile: the optimiser must not call the one value ever stored without the registration */
static uint32_t (*volatile goal_of)(void); /* NULL: goal_default */

/* the trigger from the goal: a goal below what is in use now makes the next allocation collect;
   NEVER when the goal is the whole heap or more */
COLD static void set_trigger(void) {
    uint32_t live = live_blocks(), goal = goal_of ? goal_of() : goal_default();
    credit = goal < nblocks ? (int32_t)(goal - live) : NEVER;
    trigger = live + (uint32_t)credit;
}

COLD void rt_gc_set_percent(int32_t percent) {
    gc_percent = percent;
    goal_of = goal_percent;
    if (heap_base)
        set_trigger();
}

COLD void rt_heap_init(void) {
    uintptr_t start = (HEAP_START + BLOCK - 1) & ~(uintptr_t)(BLOCK - 1);
    uintptr_t bytes = HEAP_END > start ? HEAP_END - start : 0;
    /* each block costs 16 bytes plus a quarter byte of state */
    nblocks = (uint32_t)(bytes * 4 / (BLOCK * 4 + 1)) & ~3u;
    meta = (uint8_t *)(start + (uintptr_t)nblocks * BLOCK); /* 16-byte aligned, nblocks / 4 bytes */
    top = 0;
    heap_base = start;
    set_trigger();
}

/* the states of blocks [top, end) and a little more are set up (free): out of line, the
   allocations call it once per GROW blocks */
#define GROW 1024u /* blocks (16 KiB of heap, 256 bytes of states) */
COLD static void __attribute__((noinline)) grow(uint32_t end) {
    uint32_t t = (end + GROW - 1) & ~(GROW - 1);
    if (t > nblocks)
        t = nblocks;
    __builtin_memset(meta + top / 4, 0, (t - top) / 4); /* top and t are multiples of 4 */
    top = t;
}

/* the first block of a run of n free blocks from 'from' (at most top) on, or nblocks */
COLD static uint32_t find_run(uint32_t from, uint32_t n) {
    uint32_t run = 0;
    for (uint32_t b = from; b < top; b++) {
        if (state(b) != FREE) {
            run = 0;
            continue;
        }
        if (++run == n)
            return b + 1 - n;
    }
    /* the free run ending at top goes on through the blocks above it */
    return n - run <= nblocks - top ? top - run : nblocks;
}

COLD static uint32_t search(uint32_t n) {
    uint32_t b = find_run(next_free, n);
    if (b == nblocks && next_free)
        b = find_run(0, n);
    return b;
}

/* ---------------------------------------------------------------- marking */

static void push(uint32_t b) {
    if (mark_top < MARK_STACK)
        mark_stack[mark_top++] = b;
    else
        mark_overflow = 1;
}

/* every word of [lo, hi) that points into an object marks it (its head) */
static void scan(uintptr_t lo, uintptr_t hi) {
    uintptr_t span = (uintptr_t)top * BLOCK; /* no object above top */
    for (lo = (lo + sizeof(uintptr_t) - 1) & ~(uintptr_t)(sizeof(uintptr_t) - 1); lo + sizeof(uintptr_t) <= hi;
         lo += sizeof(uintptr_t)) {
        uintptr_t off = *(const uintptr_t *)lo - heap_base;
        if (off >= span)
            continue;
        uint32_t b = (uint32_t)(off / BLOCK), s;
        while ((s = state(b)) == TAIL)
            b--;
        if (s == HEAD) {
            set_state(b, MARK);
            push(b);
        }
    }
}

/* the words of the object whose head is b (its tails follow it) */
static void __attribute__((noinline)) scan_object(uint32_t b) {
    uint32_t e = b + 1;
    while (e < top && state(e) == TAIL)
        e++;
    scan(heap_base + (uintptr_t)b * BLOCK, heap_base + (uintptr_t)e * BLOCK);
}

static void drain(void) {
    while (mark_top)
        scan_object(mark_stack[--mark_top]);
}

static void mark_from_stack(void) __attribute__((noinline));
static void mark_from_stack(void) {
    volatile uintptr_t here = 0; /* below every frame of the collector's callers */
    scan((uintptr_t)&here, STACK_TOP);
}

/* ---------------------------------------------------------------- finalizers */

/* an entry: obj is WAITING(block index) while the object waits (an odd number below the heap: it
   keeps nothing alive), its address once ready (16-byte aligned: even) */
typedef struct {
    uintptr_t obj;
    void *fv, *tab;
} fin_entry;
#define WAITING(b) ((uintptr_t)(b) << 1 | 1)
#define READY(e) (!((e).obj & 1))
/* the table: chunks on the heap, linked from the head (a root: the chunks and every func value
   stay alive); only the head chunk is partly filled, so no registration needs a large run of free
   blocks or copies the table */
#define FIN_CHUNK 32
typedef struct fin_chunk {
    struct fin_chunk *next;
    uint32_t n;
    fin_entry e[FIN_CHUNK];
} fin_chunk; /* 392 bytes on the 32-bit boards: 25 blocks */
static fin_chunk *fins;
static uint32_t nready; /* entries that are ready */
static void (*volatile queue_fins)(void); /* queue_finalizers once an object has one (volatile: as goal_of) */

static void mark_rest(void);

/* every registered object left unmarked: mark what it reaches (not itself); then each one still
   unmarked is ready, marked with all it reaches. Reached through queue_fins, which the first
   registration sets: a program that never calls runtime.SetFinalizer links none of it */
COLD static void queue_finalizers(void) {
    scan((uintptr_t)&fins, (uintptr_t)(&fins + 1)); /* in .bss anyway, but not on the host */
    mark_rest();
    for (fin_chunk *c = fins; c; c = c->next)
        for (uint32_t i = 0; i < c->n; i++)
            if (!READY(c->e[i]) && state((uint32_t)(c->e[i].obj >> 1)) == HEAD) {
                scan_object((uint32_t)(c->e[i].obj >> 1));
                mark_rest();
            }
    for (fin_chunk *c = fins; c; c = c->next)
        for (uint32_t i = 0; i < c->n; i++)
            if (!READY(c->e[i]) && state((uint32_t)(c->e[i].obj >> 1)) == HEAD) {
                uint32_t b = (uint32_t)(c->e[i].obj >> 1);
                set_state(b, MARK);
                c->e[i].obj = heap_base + (uintptr_t)b * BLOCK;
                nready++;
            }
}

COLD static fin_entry *find_fin(uint32_t b) {
    for (fin_chunk *c = fins; c; c = c->next)
        for (uint32_t i = 0; i < c->n; i++)
            if (c->e[i].obj == WAITING(b))
                return &c->e[i];
    return NULL;
}

/* the block of obj's head, or nblocks when obj is not the start of a heap object */
COLD static uint32_t head_of(void *obj, bool *inside) {
    uintptr_t off = (uintptr_t)obj - heap_base;
    *inside = false;
    if (!heap_base || off >= (uintptr_t)top * BLOCK)
        return nblocks;
    uint32_t b = (uint32_t)(off / BLOCK), s;
    while ((s = state(b)) == TAIL)
        b--;
    if (s == FREE)
        return nblocks;
    *inside = true;
    return off % BLOCK == 0 && b == off / BLOCK ? b : nblocks;
}

/* entry e goes; the head chunk's last one takes its place, and its old slot is cleared (the
   chunks are scanned: a stale pointer there would keep an object alive); an empty head chunk is
   unlinked (garbage) */
COLD static void drop_fin(fin_entry *e) {
    fin_entry *last = &fins->e[--fins->n];
    *e = *last;
    *last = (fin_entry){0, NULL, NULL};
    if (!fins->n)
        fins = fins->next;
}

COLD int32_t rt_set_finalizer(void *obj, void *fv, void *tab) {
    bool inside;
    uint32_t b = head_of(obj, &inside);
    if (b == nblocks)
        return inside ? RT_FIN_NOT_START : RT_FIN_NOT_HEAP;
    fin_entry *e = find_fin(b);
    if (!fv) { /* SetFinalizer(obj, nil) */
        if (e)
            drop_fin(e);
        return RT_FIN_OK;
    }
    if (e)
        return RT_FIN_ALREADY;
    queue_fins = queue_finalizers;
    if (!fins || fins->n == FIN_CHUNK) {
        fin_chunk *c = rt_alloc(sizeof(fin_chunk), 4); /* may collect: obj is alive (the caller holds it) */
        c->next = fins;
        fins = c;
    }
    fins->e[fins->n++] = (fin_entry){WAITING(b), fv, tab};
    return RT_FIN_OK;
}

COLD bool rt_next_finalizer(rt_finalizer *f) {
    if (!nready)
        return false;
    for (fin_chunk *c = fins; c; c = c->next)
        for (uint32_t i = 0; i < c->n; i++)
            if (READY(c->e[i])) {
                f->obj = (void *)c->e[i].obj;
                f->fv = c->e[i].fv;
                f->tab = c->e[i].tab;
                drop_fin(&c->e[i]);
                nready--;
                return true;
            }
    return false;
}

COLD static void mark(void) {
    uintptr_t self = (uintptr_t)&heap_base; /* it points at block 0: it keeps nothing alive */
    if (self >= ROOTS_START && self < ROOTS_END) {
        scan(ROOTS_START, self);
        scan(self + sizeof heap_base, ROOTS_END);
    } else {
        scan(ROOTS_START, ROOTS_END);
    }
    mark_from_stack();
    scan((uintptr_t)&heap_frames, (uintptr_t)(&heap_frames + 1)); /* in .bss anyway, but not on the host */
    mark_rest();
    if (queue_fins)
        queue_fins();
}

/* drain the mark stack, then rescan the marked objects while the stack overflowed */
COLD static void mark_rest(void) {
    drain();
    while (mark_overflow) {
        mark_overflow = 0;
        for (uint32_t b = 0; b < top; b++)
            if (state(b) == MARK) {
                scan_object(b);
                drain();
            }
    }
}

/* ---------------------------------------------------------------- sweeping */

/* one pass: a marked head becomes a head again and keeps the tails after it; an unmarked head and
   its tails are freed (keep says which kind of head the last one was) */
static void __attribute__((noinline)) sweep(void) {
    bool keep = false;
    for (uint32_t b = 0; b < top; b++) {
        if (!(b & 15) && b + 16 <= top && !((const uint32_t *)meta)[b / 16]) { /* 16 free blocks */
            b += 15;
            continue;
        }
        uint32_t s = state(b);
        if (s == MARK) {
            set_state(b, HEAD);
            keep = true;
        } else if (s == HEAD) {
            frees++;
            keep = false;
        }
        if (s == HEAD || (s == TAIL && !keep)) {
            set_state(b, FREE);
            credit++;
        }
    }
}

COLD void rt_gc_collect(void) {
    if (!heap_base)
        rt_heap_init();
    /* the callee-saved registers go to this frame, which the stack scan covers */
    SPILL_REGISTERS();
    __builtin_memset(frame_cache, 0, sizeof frame_cache);
    uint32_t irq = port_irq_save();
    mark();
    port_irq_restore(irq);
    sweep();
    next_free = 0;
    num_gc++;
    marked = live_blocks();
    set_trigger();
}

/* the object of n blocks at b (below top: the caller grows it): its states, the counters, zeroed memory (unless !zero) */
static void *take(uint32_t b, uint32_t n, bool zero) {
    set_state(b, HEAD);
    for (uint32_t i = 1; i < n; i++)
        set_state(b + i, TAIL);
    next_free = b + n;
    credit -= (int32_t)n;
    mallocs++;
    total_bytes += (uint64_t)n * BLOCK;
    uint32_t *p = (uint32_t *)(heap_base + (uintptr_t)b * BLOCK);
    for (uint32_t i = 0; zero && i < n * (BLOCK / 4); i++)
        p[i] = 0;
    return p;
}

/* rt_alloc when its fast path does not apply: out of line, so that the fast path saves no registers */
COLD static void *__attribute__((noinline)) alloc_slow(uint32_t size) {
    if (!heap_base)
        rt_heap_init();
    uint32_t n = size ? (size + BLOCK - 1) / BLOCK : 1;
    if (size > (uint32_t)nblocks * BLOCK)
        n = nblocks + 1;
    bool collected = (int32_t)n > credit; /* GOGC: the heap has grown enough */
    if (collected)
        rt_gc_collect();
    uint32_t b;
    while ((b = n <= nblocks ? search(n) : nblocks) == nblocks) { /* no room: collect once */
        if (collected)
            rt_fatal_cstr("out of memory");
        rt_gc_collect();
        collected = true;
    }
    if (b + n > top)
        grow(b + n);
    return take(b, n, true);
}

void *rt_alloc(uint32_t size, uint32_t align) {
    (void)align; /* blocks are 16-byte aligned, more than any Go type needs */
    uint32_t b = next_free;
    /* the common case: one block, the block after the last allocation is free (top is 0 until
       the heap is set up) and the heap stays below the trigger */
    if (size <= BLOCK && b < top && state(b) == FREE && credit > 0)
        return take(b, 1, true);
    return alloc_slow(size);
}

/* ---------------------------------------------------------------- frames on the heap */

/* n blocks (a multiple of 4) at next_free when it starts a state byte and the n / 4 bytes are
   all free: their states a byte at a time (head, then tails), not zeroed; NULL otherwise */
COLD static void *take_chunk(uint32_t n) {
    uint32_t b = next_free;
    if ((b & 3) || b + n > nblocks)
        return NULL;
    if (b + n > top)
        grow(b + n);
    uint8_t *m = meta + b / 4;
    for (uint32_t i = 0; i < n / 4; i++)
        if (m[i])
            return NULL;
    m[0] = HEAD | TAIL << 2 | TAIL << 4 | TAIL << 6;
    for (uint32_t i = 1; i < n / 4; i++)
        m[i] = TAIL | TAIL << 2 | TAIL << 4 | TAIL << 6;
    next_free = b + n;
    credit -= (int32_t)n;
    mallocs++;
    total_bytes += (uint64_t)n * BLOCK;
    return (void *)(heap_base + (uintptr_t)b * BLOCK);
}

COLD void *rt_heap_frame_alloc(uint32_t size) {
    uint32_t n = (RT_HEAP_FRAME_OFF + size + BLOCK - 1) / BLOCK;
    void **o;
    if (n < FRAME_CACHE && (o = frame_cache[n]) != NULL) { /* a frame of this size freed since the last collection */
        frame_cache[n] = o[0];
    } else {
        /* frames need no zeroing; the small ones come FRAME_CHUNK at a time, one object whose
           other frames wait in the cache: the run after the last allocation when it is free,
           else rt_alloc's search (and collection) */
        uint32_t k = n < FRAME_CACHE ? FRAME_CHUNK : 1;
        o = k > 1 ? take_chunk(n * k) : NULL;
        if (!o) {
            uint32_t b = heap_base ? find_run(next_free, n * k) : nblocks;
            if (b < nblocks && b + n * k > top)
                grow(b + n * k);
            o = b < nblocks ? take(b, n * k, false) : rt_alloc((uint32_t)((RT_HEAP_FRAME_OFF + size) * k), RT_FRAME_ALIGN);
        }
        for (uint32_t i = 1; i < k; i++) {
            void **f = (void **)((uint8_t *)o + i * n * BLOCK);
            f[2] = (void *)(uintptr_t)n;
            f[0] = frame_cache[n];
            frame_cache[n] = f;
        }
    }
    o[1] = NULL;
    o[2] = (void *)(uintptr_t)n; /* its size in blocks */
    *(void **)((uint8_t *)o + RT_HEAP_FRAME_OFF - RT_FRAME_HDR) = NULL; /* the header: a heap frame */
    o[0] = heap_frames;
    if (heap_frames)
        heap_frames[1] = o;
    heap_frames = o;
    return (uint8_t *)o + RT_HEAP_FRAME_OFF;
}

COLD void rt_heap_frame_free(void *frame) {
    void **o = (void **)((uint8_t *)frame - RT_HEAP_FRAME_OFF), **next = o[0], **prev = o[1];
    if (next)
        next[1] = prev;
    if (prev)
        prev[0] = next;
    else
        heap_frames = next;
    uint32_t b = (uint32_t)(((uintptr_t)o - heap_base) / BLOCK), n = (uint32_t)(uintptr_t)o[2];
    if (n < FRAME_CACHE) { /* for the next frame of its size; the next collection frees it */
        o[0] = frame_cache[n];
        frame_cache[n] = o;
        return;
    }
    for (uint32_t i = 0; i < n; i++)
        set_state(b + i, FREE);
    credit += (int32_t)n;
    frees++;
}

/* zeroes SCRUB bytes of the stack below its caller's frame, where the collector's frames go
   next: a slot of theirs that the collector never writes would still hold a pointer left there by
   what ran at that depth before (the finalizers the last runtime.GC() ran, say) and keep its
   object alive */
#define SCRUB 512
static void __attribute__((noinline)) scrub_stack(void) {
    volatile uint32_t words[SCRUB / 4];
    for (uint32_t i = 0; i < SCRUB / 4; i++)
        words[i] = 0;
}

void rt_gc(void) {
    scrub_stack();
    rt_gc_collect();
}

bool rt_heap_enabled(void) { return true; } /* -heap=none links the arena */

COLD void rt_read_mem_stats(rt_memstats *m) {
    if (!heap_base)
        rt_heap_init();
    uint64_t sys = (uint64_t)nblocks * BLOCK, used = (uint64_t)live_blocks() * BLOCK;
    m->alloc = m->heap_alloc = m->heap_inuse = used;
    m->total_alloc = total_bytes;
    m->sys = m->heap_sys = sys;
    m->heap_idle = sys - used;
    m->mallocs = mallocs;
    m->frees = frees;
    m->heap_objects = mallocs - frees;
    m->num_gc = num_gc;
}

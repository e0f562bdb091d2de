/* rt.h - what compiled Go code calls: console printing in Go's println format, panics, strings,
 * the allocation arena, and the coroutine scheduler (spawn, yield, run). The compiler emits calls to
 * exactly these symbols (see docs/coroutines.md for the coroutine protocol). Everything here is
 * portable C; the hardware lives behind port.h. */
#ifndef COROGO_RT_H
#define COROGO_RT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "rt_abi.h" /* the constants and layouts shared with the compiler */

/* ---------------------------------------------------------------- entry (provided by the compiler) */

/* Emitted by the compiler: package initialisation (variables in dependency order, init()
 * functions) followed by main.main. The runtime's reset path calls it, then rt_sched_run() (in a
 * program that starts goroutines: go.c), then exits 0. */
void corogo_main(void);

/* ---------------------------------------------------------------- print.c (Go's println format) */

void rt_print_string(const uint8_t *p, int32_t len);
void rt_print_int(int64_t v);
void rt_print_uint(uint64_t v);
/* one print/println statement: constant text and up to three integers (rt_abi.h) */
void rt_print_fmt(const char *fmt, uint32_t a0, uint32_t a1, uint32_t a2);
void rt_print_bool(bool v);
void rt_print_float(double v);        /* printfloat.c: +1.500000e+000, NaN, +Inf, -Inf like Go */
/* complex.c: out[0] + out[1]i = (a + bi) / (c + di), Go's complex128div */
void rt_complex_div(double *out, double a, double b, double c, double d);
/* div64.c: n / d, and n % d in *rem */
uint64_t rt_udivmod64(uint64_t n, uint64_t d, uint64_t *rem);
/* pow10tab.c: word 0 (low) or 1 (high) of entry i of a table of powers of ten the compiler stored
   as every twentieth entry and two bits per entry (src/transform/pow10tab.c, rt_pow10tab.h) */
uint64_t rt_pow10tab_word(const uint64_t *bases, const uint8_t *fix, uint32_t i, uint32_t word);

void rt_print_pointer(const void *p); /* 0x... like Go */
void rt_print_space(void);
void rt_print_nl(void);

/* ---------------------------------------------------------------- panic.c (exit status 2) */

/* Where a panic was raised: compiled code stores its site's number here right before it calls a
 * panicking function (panic(v), bounds, nil, division, conversions, assertions); the panic takes
 * it and clears it. A panic nobody recovers prints, after its "panic: " lines, Go's
 * "goroutine N [running]:", the function and "\tfile.go:line" from the compiler's tables:
 * corogo_panic_sites[site] (0 unused) and the names it points into (rt_site_pos). Panics the
 * runtime raises on its own (a closed channel, ...) have no site: no such lines. */
extern uint32_t rt_panic_site;
/* site's position in the compiler's tables (panic.c): its function's name ("main.f"), *file, *line
   and *args, what Go's traceback writes after the name ("(...)" or "()"); site nonzero, and the
   program has the tables */
const char *rt_site_pos(uint32_t site, const char **file, int32_t *line, const char **args);

/* the run-time errors (runtime.Error when recovered): a message -> "panic: <message>" */
_Noreturn void rt_panic_string(const uint8_t *p, int32_t len);
_Noreturn void rt_panic_index(int32_t index, int32_t len);
/* slice bounds, Go's messages "slice bounds out of range ...": which = 0 "[:hi] with capacity c",
   1 "[:hi] with length n" (strings), 2 "[lo:hi]", 3 "[::max] with capacity c", 4 "[lo:hi:]"
   (3-index), 5 "[:hi:max]", 6 "[::max] with length n"; a is the first value shown, b the second.
   A negative a prints Go's short form ("[:-1]", "[-1:]", ...). */
enum {
    RT_SLICE_ACAP = 0,  /* s[:a] with capacity b */
    RT_SLICE_ALEN = 1,  /* s[:a] with length b (strings) */
    RT_SLICE_B = 2,     /* s[a:b], a > b */
    RT_SLICE3_ACAP = 3, /* s[::a] with capacity b */
    RT_SLICE3_C = 4,    /* s[a:b:], a > b */
    RT_SLICE3_B = 5,    /* s[:a:b], a > b */
    RT_SLICE3_ALEN = 6, /* s[::a] with length b */
};
_Noreturn void rt_panic_slice(int32_t which, int32_t a, int32_t b);
/* (*[want]T)(s) of a slice of length len < want: a function of its own, so that only a program with
   such a conversion links its message */
_Noreturn void rt_panic_convert(int32_t len, int32_t want);
/* an index (which = RT_BOUNDS_INDEX) or slice bound (RT_SLICE_*) out of range whose first value
   shown has a 64-bit or an unsigned 32-bit type: Go shows it whole (rt_abi.h) */
_Noreturn void rt_panic_bounds_ext(int32_t which, int64_t a, int32_t b);
_Noreturn void rt_panic_divide(void);                              /* integer divide by zero */
_Noreturn void rt_panic_nil(void);                                 /* nil pointer dereference */
_Noreturn void rt_panic_cstr(const char *msg);                     /* "panic: <msg>" */
_Noreturn void rt_fatal_cstr(const char *msg);                     /* "fatal error: <msg>" */
_Noreturn void rt_fatal_string(const uint8_t *p, int32_t len);     /* the same from Go (sync) */

/* ---------------------------------------------------------------- defer.c (docs/defer.md) */

extern struct rt_defer *rt_defer_top;                  /* the running goroutine's defer chain */
void *rt_defer_alloc(int32_t size, int32_t align);     /* a record of a defer in a loop */
void rt_defer_free(void *record);                      /* ... given back when it has run */
void rt_held_run(void *landing, void *record);         /* a frame holding panics runs a record */
void rt_held_done(void *landing);                      /* ... which has run */
void rt_held_continue(void *landing);                  /* ... and passes on a panic none recovered */
/* recover(): out[0], out[1] = the panic's value as an interface{} (nil: none); rterror_types is the
   compiler's array of RT_RTERROR_KINDS descriptors of run-time errors (rt_abi.h), stride bytes
   apart (a reflecting program's descriptors are longer), whose element for the error's kind is
   the dynamic type a recovered run-time error gets */
void rt_recover(void *armed, const void *rterror_types, int32_t stride, void **out);
/* panic(v): v as an interface{} value and the compiler's printer of those (Go's printpanicval) */
_Noreturn void rt_panic_any(const void *type, void *data, void (*print)(const void *, void *));
/* the same with -heap=none for a value that needs a box: data is a box of size bytes on the
   panicking stack, copied to the compiler's static slot when the panic is recovered */
_Noreturn void rt_panic_boxed(const void *type, void *data, void (*print)(const void *, void *), uint32_t size,
                              void *slot);
int rt_setjmp(void *buf) __attribute__((returns_twice)); /* a landing place for a recovery */
extern int32_t rt_irq_current; /* RISC-V: the PLIC source being handled, -1: none (the port sets it) */

/* ---------------------------------------------------------------- slice.c */

/* n / d without libgcc's 64-bit division routine (0.7 KB on Cortex-M, 0.9-1.8 KB on RV32, and a
   call even for a constant divisor in -Oz code): one 32-bit division when n fits in 32 bits (one
   instruction on both targets), else the high word's quotient and then the low word bit by bit,
   in 32-bit arithmetic (the remainder's bit shifted out is the carry of the comparison) */
static inline uint64_t rt_udiv64_32(uint64_t n, uint32_t d) {
    uint32_t hi = (uint32_t)(n >> 32), lo = (uint32_t)n;
    if (hi == 0)
        return lo / d;
    uint32_t qhi = hi / d, r = hi % d, qlo = 0;
    for (int i = 0; i < 32; i++) {
        uint32_t carry = r >> 31;
        r = (r << 1) | (lo >> 31);
        lo <<= 1;
        qlo <<= 1;
        if (carry || r >= d) {
            r -= d;
            qlo |= 1;
        }
    }
    return (uint64_t)qhi << 32 | qlo;
}

/* a Go slice header, as compiled code lays it out ({ptr, i32, i32}) */
typedef struct rt_slice {
    void *ptr;
    int32_t len, cap;
} rt_slice;

/* append: give s room for 'need' elements of 'size' bytes (Go's growth, cap rounded with the
   element's 64-bit Go size go_size): a new array in the arena holding s's elements */
void rt_slice_grow(rt_slice *s, int32_t need, uint32_t size, uint32_t go_size);

/* ---------------------------------------------------------------- strings.c */

typedef struct rt_string {
    const uint8_t *ptr;
    int32_t len;
} rt_string;

void rt_string_concat(rt_string *out, const uint8_t *ap, int32_t al, const uint8_t *bp, int32_t bl);
int32_t rt_string_compare(const uint8_t *ap, int32_t al, const uint8_t *bp, int32_t bl); /* -1,0,1 */
void rt_string_from_rune(rt_string *out, int32_t rune);
/* string(runes) and []rune(s): UTF-8 encoded / decoded into the arena (invalid runes and bytes
   become U+FFFD, like Go) */
void rt_string_from_runes(rt_string *out, const int32_t *runes, int32_t n);
void rt_runes_from_string(rt_slice *out, const uint8_t *p, int32_t len);
/* decode the rune at s[i]: stores it (0xFFFD for invalid) and returns the index of the next rune */
int32_t rt_string_decode_rune(const uint8_t *p, int32_t len, int32_t i, int32_t *rune);

/* ---------------------------------------------------------------- Go allocations: gc.c or arena.c */

/* Zeroed memory for Go values. -gc=conservative (gc.c): from the collected heap, collecting when
 * it has grown by the GOGC percentage (rt_gc_set_percent) or is full; -gc=leaking (arena.c): from the static arena, never freed. Either ends the program
 * with "fatal error: out of memory" (exit 2) when nothing is left. Never from an interrupt handler
 * (a compile-time error). The firmware links exactly one of the two (src/builder/link.c). */
void *rt_alloc(uint32_t size, uint32_t align);
/* can rt_alloc allocate at all? (false only for -heap=none: no heap, an arena of 0 bytes) */
bool rt_heap_enabled(void);

/* runtime.MemStats as runtime-baremetal/lib/runtime/runtime.go declares it (the same fields in
 * the same order) */
typedef struct rt_memstats {
    uint64_t alloc, total_alloc, sys, mallocs, frees, heap_alloc, heap_sys, heap_idle, heap_inuse,
        heap_objects;
    uint32_t num_gc;
} rt_memstats;

void rt_gc(void);                         /* runtime.GC(): a full collection (leaking: nothing) */
void rt_read_mem_stats(rt_memstats *m);   /* runtime.ReadMemStats(&m) */
void rt_gc_collect(void);                 /* gc.c: mark and sweep (never from an interrupt) */
void rt_heap_init(void);                  /* gc.c: zero the block states (rt_start, before main) */
/* runtime/debug.SetGCPercent (its Go side keeps and returns the old value): gc.c collects when the
   heap in use has grown by percent % since the last collection (negative: when it is full);
   arena.c ignores it */
void rt_gc_set_percent(int32_t percent);

/* runtime.SetFinalizer (gc.c; docs/memory.md "Finalizers"): register fv (a func value record; NULL
 * removes obj's finalizer) for the heap object obj; tab is obj's type descriptor when the
 * finalizer takes an interface, else NULL. Under -gc=leaking and -heap=none (arena.c) it keeps
 * nothing and returns RT_FIN_OK: no finalizer ever runs. */
enum { RT_FIN_OK, RT_FIN_NOT_HEAP, RT_FIN_NOT_START, RT_FIN_ALREADY };
int32_t rt_set_finalizer(void *obj, void *fv, void *tab);
/* a finalizer whose object a collection found unreachable; layout: runtime.finalizer */
typedef struct rt_finalizer {
    void *obj, *fv, *tab;
} rt_finalizer;
bool rt_next_finalizer(rt_finalizer *f); /* take one that is ready to run (false: none) */

/* ---------------------------------------------------------------- coroutines (sched.c, frame.c) */

/* The promise of every $coro function that can be queued (a leaf: it yields or waits for a waker)
 * starts with this header; the results follow it (struct {rt_promise hdr; results...}, aligned to
 * 4, or 8 when a result needs it). A function that only awaits has {parent, results...}: no next,
 * which the runtime never touches in a frame it does not queue. llvm.coro.promise(h, 8, false) /
 * __builtin_coro_promise(h, 8, 0) give its address (offset 8 either way on the 32-bit boards). */
typedef struct rt_promise {
    void *parent; /* the awaiting parent frame, NULL for a goroutine's top frame */
    void *next;   /* intrusive link: ready queue, wait queues (leaves only) */
} rt_promise;

/* Frame memory for coroutine frames that were not elided: a slot of the pool rt_pool_select named
 * (a goroutine's top frame), else a block of the general pool (frame.c: awaits LLVM could not elide,
 * e.g. recursion, and every await at -O0). Never returns NULL: panics when exhausted. The ramp of a
 * go target that is never awaited calls rt_pool_alloc instead (pool.c, below). rt_frame_free gives
 * back a frame from either (pool.c). */
void *rt_frame_alloc(uint32_t size);
void rt_frame_free(void *frame);

/* A yield point (coroSuspend(), runtime.Gosched()) in a $coro function: llvm.coro.save, then the
 * suspending (leaf) frame stores its handle here, then llvm.coro.suspend. The scheduler reads it
 * once the resume (or ramp) has returned and puts that frame at the back of the ready queue; nothing
 * else reads it, so an interrupt never sees a handle whose suspend is incomplete. rt_coro_yield(h)
 * is the same store for C code and hand-written IR. */
extern void *rt_suspended;
void rt_coro_yield(void *h);

/* go f(args): called with the handle f$coro returned. Destroys it if it already finished,
 * otherwise queues the frame that suspended. */
void rt_go(void *h);

/* runtime.Gosched() in sync code: run one pass of the ready queue. */
void rt_gosched_sync(void);

/* Run goroutines until none is runnable (and, once timers exist, none is sleeping). */
void rt_sched_run(void);
int32_t rt_num_goroutine(void); /* runtime.NumGoroutine(): main and the unfinished goroutines */

/* package sync/atomic (atomic.c): atomic against interrupt handlers */
int32_t rt_atomic_add32(volatile int32_t *p, int32_t d);
int32_t rt_atomic_swap32(volatile int32_t *p, int32_t v);
bool rt_atomic_cas32(volatile int32_t *p, int32_t old, int32_t v);
int32_t rt_atomic_load32(volatile int32_t *p);
void rt_atomic_store32(volatile int32_t *p, int32_t v);
/* 64-bit: two words on these CPUs, so loads and stores mask interrupts too */
int64_t rt_atomic_add64(volatile int64_t *p, int64_t d);
int64_t rt_atomic_swap64(volatile int64_t *p, int64_t v);
bool rt_atomic_cas64(volatile int64_t *p, int64_t old, int64_t v);
int64_t rt_atomic_load64(volatile int64_t *p);
void rt_atomic_store64(volatile int64_t *p, int64_t v);
/* atomic.Pointer[T]'s methods, for every T (the instances of sync/atomic's generic body-less
   helpers all link here) */
void *rt_atomic_loadp(void *volatile *p);
void rt_atomic_storep(void *volatile *p, void *v);
void *rt_atomic_swapp(void *volatile *p, void *v);
bool rt_atomic_casp(void *volatile *p, void *old, void *v);

/* ---------------------------------------------------------------- time (timer.c) */

/* A sleeper's node in the timer queue (intrusive: a pairing heap ordered by deadline, FIFO among
 * equal deadlines; timer.c). A $coro caller of time.Sleep keeps one in its frame (an alloca live
 * across the suspend: the compiler allocates RT_TIMER_SIZE bytes aligned to 8); sync callers keep
 * it on the stack. */
typedef struct rt_timer {
    struct rt_timer *next;   /* the heap's next sibling */
    void *hdl;               /* the leaf frame to make ready at the deadline; NULL: a sync waiter */
    uint64_t when;           /* deadline in port ticks */
    struct rt_timer *child;  /* first child: the nodes due after this one */
    struct rt_timer *prev;   /* parent (first child) or left sibling; NULL: not queued, or root */
    uint32_t seq;            /* insertion number: breaks ties between equal deadlines */
    volatile uint8_t fired;  /* sync waiter: set by the timer interrupt */
    uint8_t kind;            /* RT_TIMER_SLEEP, or RT_TIMER_CHAN: the node is an rt_chantimer */
} rt_timer;
enum { RT_TIMER_SLEEP = 0, RT_TIMER_CHAN = 1, RT_TIMER_FUNC = 2 };

/* A timer of package time (Timer, Ticker, After, Tick): an rt_timer whose expiry sends the time
 * on a channel (never blocking: a full channel drops it, like Go) and, for a ticker, re-queues it
 * every 'period' ticks. Its layout is time.runtimeTimer's (lib/time/time.go); it starts like an
 * rt_timer (the same fields at the same offsets). */
typedef struct rt_chantimer {
    struct rt_timer *next;
    void *hdl;
    uint64_t when;
    struct rt_timer *child, *prev;
    uint32_t seq;
    volatile uint8_t fired;
    uint8_t kind;
    struct rt_chan *c;       /* the channel the time is sent on */
    uint64_t period;         /* ticks; 0: once */
} rt_chantimer;
/* (re)start t: the first expiry after ns nanoseconds, then every period_ns (0: once) */
void rt_chantimer_start(rt_chantimer *t, struct rt_chan *c, int64_t ns, int64_t period_ns);
/* stop t: true when it was still queued */
bool rt_chantimer_stop(rt_chantimer *t);
/* A timer whose expiry calls fn in the timer interrupt (a board's machine.TimerStart where no
 * peripheral timer is modelled: boards/sifive_e/machine.c), every period ticks; stopped with
 * rt_chantimer_stop(&t->base). */
typedef struct rt_functimer {
    rt_chantimer base; /* its channel unused */
    void (*fn)(void);
} rt_functimer;
void rt_functimer_start(rt_functimer *t, void (*fn)(void), int64_t ns, int64_t period_ns);

/* time.Now(): nanoseconds since reset, from the port's hardware timer (a time.Time holds it with
   RT_TIME_UNIX_SECONDS, the Unix epoch in seconds since January 1, year 1: a board has no wall
   clock, so Now is the epoch plus the time since reset) */
int64_t rt_time_now(void);
#define RT_TIME_UNIX_SECONDS (719162 * (int64_t)86400)
/* time.Since(t) = now - t; time.Until(t) = t - now */
int64_t rt_time_since(int64_t t);
int64_t rt_time_until(int64_t t);
/* time.Sleep(d) in $coro code: queue timer t for frame h; false when d <= 0 (no wait) */
bool rt_sleep_prepare(void *h, rt_timer *t, int64_t ns);
/* time.Sleep(d) in sync code: run goroutines and idle until the deadline (semantics §5) */
void rt_sleep_block(int64_t ns);
/* Time and Duration methods the time package maps to the runtime */
int64_t rt_time_sub(int64_t t, int64_t u);
int64_t rt_time_add(int64_t t, int64_t d);
bool rt_time_before(int64_t t, int64_t u);
bool rt_time_after(int64_t t, int64_t u);
int64_t rt_duration_ns(int64_t d); /* Duration.Nanoseconds */
int64_t rt_duration_us(int64_t d); /* Duration.Microseconds */
int64_t rt_duration_ms(int64_t d); /* Duration.Milliseconds */

/* ---------------------------------------------------------------- interrupts (signal.c) */

/* interrupt.Signal: a counting wakeup an interrupt handler posts and goroutines wait on. Notify
 * either hands the token to the first waiter (FIFO) or adds it to 'count', which saturates at
 * RT_SIGNAL_MAX; a notification beyond that is dropped and counted in 'drops'. Zero value ready. */
typedef struct rt_signal {
    uint32_t count;
    uint32_t drops;
    void *head, *tail; /* waiting leaf frames, linked through rt_promise.next */
} rt_signal;

void rt_signal_notify_from_isr(rt_signal *s);          /* Signal.Notify (any context) */
bool rt_signal_wait_prepare(void *h, rt_signal *s);    /* Signal.Wait in $coro code */
void rt_signal_wait_block(rt_signal *s);               /* Signal.Wait in sync code */
int32_t rt_signal_pending(rt_signal *s);               /* Signal.Pending */
int32_t rt_signal_drops(rt_signal *s);                 /* Signal.Drops */
/* interrupt.Enable/Disable/SetPriority(irq[, prio]): prio 0 is the most urgent, 7 the least */
void rt_interrupt_enable(int32_t irq);
void rt_interrupt_disable(int32_t irq);
void rt_interrupt_set_priority(int32_t irq, int32_t prio);
bool rt_interrupt_enabled(int32_t irq); /* enabled through rt_interrupt_enable */

/* ---------------------------------------------------------------- runtime/volatile (volatile.c) */

uint8_t rt_volatile_load8(const volatile uint8_t *p);
uint16_t rt_volatile_load16(const volatile uint16_t *p);
uint32_t rt_volatile_load32(const volatile uint32_t *p);
void rt_volatile_store8(volatile uint8_t *p, uint8_t v);
void rt_volatile_store16(volatile uint16_t *p, uint16_t v);
void rt_volatile_store32(volatile uint32_t *p, uint32_t v);
void *rt_mmio(uintptr_t addr); /* volatile.Register*At: the register at a fixed address */
int32_t rt_arm_semihosting_call(int32_t num, uintptr_t arg); /* device/arm (port/cortex-m/port.c) */

/* ---------------------------------------------------------------- machine (boards/<b>/machine.c) */

/* machine.Serial (the console UART; the receiver is the UART number, 0): interrupt-driven reads */
int32_t rt_uart_getc(int32_t uart);                     /* a received byte, or -1 when none */
bool rt_uart_rx_prepare(void *h, int32_t uart);        /* ReadByte in $coro: wait for RX */
uint8_t rt_uart_read_byte_block(int32_t uart);          /* ReadByte in sync code */
int32_t rt_uart_buffered(int32_t uart);                 /* bytes waiting */
void rt_uart_write_byte(int32_t uart, uint8_t c);
void rt_uart_write(int32_t uart, const uint8_t *p, int32_t len, int32_t cap);
void rt_uart_configure(int32_t uart, uint32_t baud);    /* UART.Configure: 0 keeps the rate */
/* machine.Pin methods (pin = the chip's pin number; on boards without GPIO, the LED number) */
void rt_pin_configure(int32_t pin, uint8_t mode);       /* PinOutput, PinInput, ...Pullup, ...Pulldown */
/* arm (change: 1 rising, 2 falling, 3 both) or disarm (0) the pin's interrupt, which notifies sig;
   false when the board cannot interrupt on the pin */
bool rt_pin_interrupt(int32_t pin, uint8_t change, rt_signal *sig);
uint32_t rt_cpu_frequency(void);                        /* machine.CPUFrequency */
void rt_pin_set(int32_t pin, bool on);
void rt_pin_high(int32_t pin);
void rt_pin_low(int32_t pin);
bool rt_pin_get(int32_t pin);
void rt_pin_toggle(int32_t pin);
/* machine.Timer*: a periodic hardware timer on its own IRQ (machine.TimerIRQ), for tests */
void rt_machine_timer_start(int64_t period_ns);
void rt_machine_timer_stop(void);
void rt_machine_timer_ack(void);

/* ---------------------------------------------------------------- pool.c, frame.c (frame memory) */

/* Every coroutine frame that is not elided into its caller's lives in a slot with an 8-byte header
 * in front of it: the first word names the rt_pool the slot belongs to, so rt_frame_free is O(1).
 * Frames are 8-byte aligned. (docs/memory.md) */

/* A static pool of equal slots for the top frames of one go target, emitted by the compiler after
 * the LLVM passes (src/transform/frames.c) with the real frame size: "main.f$pool" (this descriptor, .data)
 * and "main.f$slots" (nslots * slot_size bytes, .bss). The general pool's size classes are pools
 * too (name NULL, nslots 0: their slots are carved from the general buffer). Free slots are linked
 * through their first word. */
/* the frame header the runtime writes: one pointer, RT_FRAME_HEADER bytes on the boards (8 in
   the host unit tests) */
#define RT_FRAME_HDR ((uint32_t)sizeof(void *))

typedef struct rt_pool {
    const char *name;   /* "main.sleeper (2 slots)": what the exhaustion panic names */
    uint8_t *slots;     /* nslots * slot_size bytes; slots + RT_FRAME_HEADER aligned like the frame */
    uint32_t slot_size; /* RT_FRAME_HEADER + frame size, rounded up to the frame's alignment */
    uint32_t nslots;
    void *free;         /* runtime: returned slots */
    uint32_t carved;    /* runtime: slots handed out from 'slots' so far */
    uint32_t in_use;    /* runtime: slots in use now */
} rt_pool;

/* interfaces (rt_abi.h: RT_TYPE_LAYOUT, RT_IFACEDESC_LAYOUT, RT_ITAB_HEADER) */
typedef struct rt_str {
    const uint8_t *p;
    uint32_t len;
} rt_str;

typedef struct rt_type {
    const uint8_t *name;
    uint32_t len;
    bool (*equal)(void *a, void *b); /* the interfaces' data words; NULL: not comparable */
    const void *const *itabs;
    uint32_t nitabs;
    const rt_str *methods;
    uint32_t nmethods;
    const void *key; /* an rt_maptype (rt_map.h): how a map key hashes the value; NULL: it cannot */
} rt_type;

typedef struct rt_ifacedesc {
    const uint8_t *name;
    uint32_t len;
    const rt_str *methods;
    uint32_t nmethods;
} rt_ifacedesc;

/* the itab of (t, i) when t implements i, else NULL (a conversion or assertion to an interface) */
const void *rt_iface_itab(const rt_type *t, const rt_ifacedesc *i);
/* x == y of two interface values of dynamic type t (both non-nil, same type): "panic: runtime
 * error: comparing uncomparable type T" when T is not comparable */
bool rt_iface_equal(const rt_type *t, void *a, void *b);
/* a failed x.(T): "panic: interface conversion: <src> is <have>, not <want>" (have NULL: "nil");
 * for an interface T (want_iface set): "<have> is not <want>: missing method M" */
_Noreturn void rt_panic_assert(const rt_type *have, const uint8_t *src, int32_t srclen, const uint8_t *want,
                               int32_t wantlen, const rt_ifacedesc *want_iface);

#if UINTPTR_MAX == 0xffffffffu /* the targets (host unit tests have 64-bit pointers) */
_Static_assert(offsetof(rt_type, name) == 0 && offsetof(rt_type, len) == 4 && offsetof(rt_type, equal) == 8 &&
               offsetof(rt_type, itabs) == 12 && offsetof(rt_type, nitabs) == 16 &&
               offsetof(rt_type, methods) == 20 && offsetof(rt_type, nmethods) == 24 &&
               offsetof(rt_type, key) == 28 && sizeof(RT_TYPE_LAYOUT) - 1 == 8, "rt_type: RT_TYPE_LAYOUT");
_Static_assert(offsetof(rt_ifacedesc, methods) == 8 && offsetof(rt_ifacedesc, nmethods) == 12 &&
               sizeof(RT_IFACEDESC_LAYOUT) - 1 == 4, "rt_ifacedesc: RT_IFACEDESC_LAYOUT");
_Static_assert(sizeof(rt_str) == 8, "rt_str: a Go string header");
_Static_assert(sizeof(rt_promise) == RT_PROMISE_PTRS * sizeof(void *), "rt_promise: RT_PROMISE_PTRS");
_Static_assert(sizeof(rt_timer) == RT_TIMER_SIZE && _Alignof(rt_timer) == RT_TIMER_ALIGN, "rt_timer: RT_TIMER_SIZE");
_Static_assert(sizeof(rt_signal) == RT_SIGNAL_SIZE, "rt_signal: RT_SIGNAL_SIZE");
_Static_assert(sizeof(rt_chantimer) == 48 && offsetof(rt_chantimer, c) == 32 &&
               offsetof(rt_chantimer, period) == 40, "rt_chantimer: time.runtimeTimer's layout");
_Static_assert(offsetof(rt_pool, name) == 0 && offsetof(rt_pool, slots) == 4 &&
               offsetof(rt_pool, slot_size) == 8 && offsetof(rt_pool, nslots) == 12 &&
               offsetof(rt_pool, free) == 16 && offsetof(rt_pool, carved) == 20 &&
               offsetof(rt_pool, in_use) == 24 && sizeof(rt_pool) == RT_POOL_SIZE &&
               sizeof(RT_POOL_LAYOUT) - 1 == 7, "rt_pool: RT_POOL_LAYOUT");
_Static_assert(RT_FRAME_HDR == RT_FRAME_HEADER, "frame header: one pointer, the frame's pool");
#endif
_Static_assert(RT_FRAME_ALIGN % RT_FRAME_HDR == 0, "frame header keeps 8-aligned frames reachable");

/* go f(args): called right before f$coro(args); the next rt_frame_alloc (the ramp's own frame,
 * the first allocation it makes) takes a slot of 'p' (frame.c; src/transform/frames.c removes the call where
 * f's ramp takes its slot with rt_pool_alloc). "panic: goroutine pool exhausted: main.f
 * (N slots)" when all are in use. */
void rt_pool_select(rt_pool *p);

/* A slot of pool p for a frame (the frame's address, behind its header); "panic: goroutine pool
 * exhausted: main.f (N slots)" when all are in use (a general-pool size class, which has no name,
 * gives NULL instead: frame.c then carves a new block). After the LLVM passes src/transform/frames.c turns the
 * ramp's rt_frame_alloc(C) of a go target that is only ever started with go into
 * rt_pool_alloc(&"main.f$pool") and drops its go statements' rt_pool_select: the slots were sized
 * from that very C, and nothing else can allocate from the pool. */
void *rt_pool_alloc(rt_pool *p);

#endif

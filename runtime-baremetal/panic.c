/* panic.c - Go panics and fatal errors. Every panic goes through rt_gopanic or rt_panic_any, which
 * run the goroutine's deferred calls (defer.c's rt_panic_unwind, linked only by a program that
 * defers: without, a panic prints and exits at once) and stop at a recover(): the run-time errors
 * raised here (index and slice bounds, integer divide by zero, nil dereference, closed channels,
 * ...: Go's runtime.Error values, whose message emit writes to the console or, for their Error()
 * method, to a buffer), and panic(v) of Go code (its value an interface{}, printed by the
 * compiler's printer, Go's printpanicval). A panic nobody recovers prints Go's lines, oldest panic
 * first ("panic: <msg>", " [recovered]" after one that was, a tab before each later one, like Go's
 * printpanics), then where the newest one was raised in the shape of Go's traceback (the compiler's
 * site tables: rt.h), and stops the machine with exit status 2 through the port. Bounds messages follow
 * Go's boundsError formats, including the shorter forms Go uses for negative indices. A fatal
 * error ("fatal error: <msg>") cannot be recovered and stops at once. */
#include "board.h"
#include "port.h"
#include "rt.h"
#include "rt_caller.h"
#include "rt_internal.h"
#include "rt_panic.h"

/* defer.c's, linked only when compiled code has deferred calls (it pushes them on defer.c's
   rt_defer_top) or calls runtime.Goexit: without, a panic runs no deferred call, nothing can
   recover it, and it prints and exits at once */
extern _Noreturn void rt_panic_unwind(rt_panic *p) __attribute__((weak));
extern void rt_caller_panic(rt_panic *p, bool own) __attribute__((weak));

static _Noreturn void die(void) {
    board_putc('\n');
    port_exit(2);
}

void rt_sink_str(rt_sink *k, const uint8_t *p, int32_t n) {
    if (!k) {
        rt_print_string(p, n);
        return;
    }
    for (int32_t i = 0; i < n; i++, k->n++) /* counts past cap: the length a message needs */
        if (k->n < k->cap)
            k->buf[k->n] = p[i];
}

void rt_sink_cstr(rt_sink *k, const char *s) {
    int32_t n = 0;
    while (s[n])
        n++;
    rt_sink_str(k, (const uint8_t *)s, n);
}

/* a 32-bit integer in decimal (what the messages show: indices, lengths, capacities) */
static void sink_int(rt_sink *k, int32_t v) {
    uint8_t d[12];
    int i = (int)sizeof d;
    uint32_t u = v < 0 ? -(uint32_t)v : (uint32_t)v;
    do
        d[--i] = (uint8_t)('0' + u % 10);
    while ((u /= 10) != 0);
    if (v < 0)
        d[--i] = '-';
    rt_sink_str(k, d + i, (int32_t)sizeof d - i);
}

void rt_panicval_emit(const rt_panicval *v, rt_sink *k) { v->emit(v, k); }

/* The methods of a recovered run-time error (its data word: a copy of its rt_panicval, defer.c),
 * which the compiler's descriptor of runtime errors points to: Error() formats the message into
 * the arena (with -heap=none into one static buffer, truncated at 128 bytes), RuntimeError() does
 * nothing, and two are equal when they say the same. rt_rterror_print prints it for a panic(r). */
void rt_rterror_error(rt_string *out, void *data) {
    static uint8_t fixed[128];
    uint8_t none;
    rt_sink count = {&none, 0, 0};
    rt_panicval_emit(data, &count);
    rt_sink k = {fixed, 0, (int32_t)sizeof fixed};
    if (rt_heap_enabled()) {
        k.buf = rt_alloc((uint32_t)count.n, 1);
        k.cap = count.n;
    }
    rt_panicval_emit(data, &k);
    out->ptr = k.buf;
    out->len = k.n < k.cap ? k.n : k.cap;
}

void rt_rterror_runtime(void *data) { (void)data; }

void rt_rterror_print(void *data) { rt_panicval_emit(data, NULL); }

/* *runtime.TypeAssertionError is a pointer: two are equal when they are the same one */
bool rt_rterror_same(void *a, void *b) { return a == b; }

bool rt_rterror_equal(void *a, void *b) {
    const rt_panicval *x = a, *y = b;
    return x->emit == y->emit && x->a == y->a && x->b == y->b && x->which == y->which && x->p == y->p &&
           x->x == y->x && x->y == y->y && x->z == y->z && x->ahi == y->ahi;
}

/* each kind of value has its own emitter, referenced by the panics of that kind only: a firmware
   links the formatting of the panics it can raise (the slice bounds table only with slicing) */
static void emit_string(const rt_panicval *v, rt_sink *k) { rt_sink_str(k, v->p, v->a); }
static void emit_cstr(const rt_panicval *v, rt_sink *k) { rt_sink_cstr(k, (const char *)v->p); }

/* Go's errorString says "runtime error: " before its text, a plainError does not */
int32_t rt_panicval_kind(const rt_panicval *v) {
    if (v->kind != RT_RTERROR_BY_TEXT)
        return v->kind;
    static const char prefix[] = "runtime error: ";
    int32_t i = 0, len = v->emit == emit_string ? v->a : 0x7fffffff;
    while (i < len && prefix[i] && v->p[i] == (uint8_t)prefix[i])
        i++;
    return prefix[i] ? RT_RTERROR_PLAIN : RT_RTERROR_STRING;
}

_Noreturn void rt_panic_string(const uint8_t *p, int32_t len) {
    rt_panicval v = {.emit = emit_string, .p = p, .a = len, .kind = RT_RTERROR_BY_TEXT};
    rt_gopanic(&v);
}

_Noreturn void rt_panic_cstr(const char *msg) {
    rt_panicval v = {.emit = emit_cstr, .p = (const uint8_t *)msg, .kind = RT_RTERROR_BY_TEXT};
    rt_gopanic(&v);
}

_Noreturn void rt_fatal_string(const uint8_t *p, int32_t len) {
    rt_puts("fatal error: ");
    rt_print_string(p, len);
    die();
}

_Noreturn void rt_fatal_cstr(const char *msg) {
    rt_puts("fatal error: ");
    rt_puts(msg);
    die();
}

_Noreturn void rt_panic_divide(void) { rt_panic_cstr("runtime error: integer divide by zero"); }

_Noreturn void rt_panic_nil(void) {
    rt_panic_cstr("runtime error: invalid memory address or nil pointer dereference");
}

/* the first value of a bounds error: a, or with rt_panic_bounds_ext the 64-bit (ahi:a), unsigned
   when which says so. The 64-bit form has its own emitters, so that only a firmware that can
   raise it links 64-bit decimal formatting */
typedef void (*sink_a_fn)(rt_sink *k, const rt_panicval *v);
static void sink_a32(rt_sink *k, const rt_panicval *v) { sink_int(k, v->a); }
static void sink_a64(rt_sink *k, const rt_panicval *v) {
    uint64_t u = (uint64_t)(uint32_t)v->ahi << 32 | (uint32_t)v->a;
    bool neg = !(v->which & RT_BOUNDS_UNSIGNED) && v->ahi < 0;
    if (neg)
        u = -u;
    uint8_t d[21];
    int i = (int)sizeof d;
    do
        d[--i] = (uint8_t)('0' + u % 10);
    while ((u /= 10) != 0);
    if (neg)
        d[--i] = '-';
    rt_sink_str(k, d + i, (int32_t)sizeof d - i);
}

/* a slice bounds message from its template: \1 the first value (a), \2 the second (b), \3 " with
   length ", \4 " with capacity "; b and the "with" words are left out when a is negative (neg),
   like Go's shorter forms for negative indices */
static void bounds_text(const rt_panicval *v, rt_sink *k, sink_a_fn a, bool neg, const char *t) {
    for (; *t; t++) {
        if (*t == 1)
            a(k, v);
        else if (*t == 2 && !neg)
            sink_int(k, v->b);
        else if ((*t == 3 || *t == 4) && !neg)
            rt_sink_cstr(k, *t == 3 ? " with length " : " with capacity ");
        else if (*t > 4)
            rt_sink_str(k, (const uint8_t *)t, 1);
    }
}

/* "index out of range [i] with length n" (just "[i]" when i < 0, like Go); not through
   bounds_text, which a program that indexes but never slices would link for this one message */
static void index_text(const rt_panicval *v, rt_sink *k, sink_a_fn a, bool neg) {
    rt_sink_cstr(k, "runtime error: index out of range [");
    a(k, v);
    rt_sink_cstr(k, "]");
    if (!neg) {
        rt_sink_cstr(k, " with length ");
        sink_int(k, v->b);
    }
}
static void emit_index(const rt_panicval *v, rt_sink *k) { index_text(v, k, sink_a32, v->a < 0); }

_Noreturn void rt_panic_index(int32_t index, int32_t len) {
    rt_panicval v = {.emit = emit_index, .a = index, .b = len, .kind = RT_RTERROR_BOUNDS};
    rt_gopanic(&v);
}

/* Go's boundsError formats for slicing (runtime/error.go), by RT_SLICE_* code, one after the other
   ('a' is the first value shown, 'b' the second) */
#define SLICE_CODES 7
static const char slice_fmt[] = "[:\1]\4\2\0"  /* 0 RT_SLICE_ACAP  s[:a] with capacity b */
                                "[:\1]\3\2\0"  /* 1 RT_SLICE_ALEN  s[:a] with length b */
                                "[\1:\2]\0"     /* 2 RT_SLICE_B     s[a:b] */
                                "[::\1]\4\2\0" /* 3 RT_SLICE3_ACAP s[::a] with capacity b */
                                "[\1:\2:]\0"    /* 4 RT_SLICE3_C    s[a:b:] */
                                "[:\1:\2]\0"    /* 5 RT_SLICE3_B    s[:a:b] */
                                "[::\1]\3\2";   /* 6 RT_SLICE3_ALEN s[::a] with length b */

static void slice_text(const rt_panicval *v, rt_sink *k, sink_a_fn a, bool neg) {
    int32_t which = v->which & ~RT_BOUNDS_UNSIGNED;
    rt_sink_cstr(k, "runtime error: slice bounds out of range ");
    const char *t = slice_fmt;
    while (which--)
        while (*t++)
            ;
    bounds_text(v, k, a, neg, t);
}
static void emit_slice(const rt_panicval *v, rt_sink *k) { slice_text(v, k, sink_a32, v->a < 0); }

_Noreturn void rt_panic_slice(int32_t which, int32_t a, int32_t b) {
    if (which < 0 || which >= SLICE_CODES)
        rt_fatal_cstr("bad slice bounds code");
    rt_panicval v = {.emit = emit_slice, .which = which, .a = a, .b = b, .kind = RT_RTERROR_BOUNDS};
    rt_gopanic(&v);
}

static void emit_convert(const rt_panicval *v, rt_sink *k) {
    bounds_text(v, k, sink_a32, false, "runtime error: cannot convert slice with length \1 to pointer to array with length \2");
}

_Noreturn void rt_panic_convert(int32_t len, int32_t want) {
    rt_panicval v = {.emit = emit_convert, .a = len, .b = want, .kind = RT_RTERROR_BOUNDS};
    rt_gopanic(&v);
}

static bool ext_neg(const rt_panicval *v) { return !(v->which & RT_BOUNDS_UNSIGNED) && v->ahi < 0; }
static void emit_index_ext(const rt_panicval *v, rt_sink *k) { index_text(v, k, sink_a64, ext_neg(v)); }
static void emit_slice_ext(const rt_panicval *v, rt_sink *k) { slice_text(v, k, sink_a64, ext_neg(v)); }

_Noreturn void rt_panic_bounds_ext(int32_t which, int64_t a, int32_t b) {
    int32_t code = which & ~RT_BOUNDS_UNSIGNED;
    if (code < 0 || (code >= SLICE_CODES && code != RT_BOUNDS_INDEX))
        rt_fatal_cstr("bad slice bounds code");
    rt_panicval v = {.emit = code == RT_BOUNDS_INDEX ? emit_index_ext : emit_slice_ext, .which = which,
                     .a = (int32_t)a, .ahi = (int32_t)((uint64_t)a >> 32), .b = b, .kind = RT_RTERROR_BOUNDS};
    rt_gopanic(&v);
}

/* one panic of the chain: "panic: " value [recovered] [in interrupt N] */
static void print_one(const rt_panic *p) {
    rt_puts("panic: ");
    if (p->v)
        p->v->emit(p->v, NULL);
    else
        p->eprint(p->etype, p->edata);
    if (p->recovered)
        rt_puts(" [recovered]");
    if (p->irq >= 0 || p->irq == RT_IRQ_SYSTICK) { /* an IRQ number, or SysTick */
        rt_puts(" [in interrupt ");
        if (p->irq >= 0)
            sink_int(NULL, p->irq);
        else
            rt_puts("SysTick");
        board_putc(']');
    }
    board_putc('\n');
}

/* Go's printpanics: the oldest panic first, a tab before each newer one; then exit status 2. A
   loop rather than a recursion, so that the runtime's stack use is bounded (docs/memory.md) */
static void print_chain(const rt_panic *p) {
    const rt_panic *done = NULL; /* the newest panic printed so far */
    while (done != p) {
        const rt_panic *q = p;
        while (q->link != done)
            q = q->link;
        if (done)
            board_putc('\t');
        print_one(q);
        done = q;
    }
}

uint32_t rt_panic_site;

/* the running goroutine's panics in progress, newest first (saved with the chain where its frames
   suspend in programs with frames that hold panics, like defer.c's rt_panic_defer) */
rt_panic *rt_panics;

/* the interrupt being handled (Cortex-M: IPSR holds the exception number, IRQ n is n + 16; SysTick,
   exception 15, the time base of some boards, is RT_IRQ_SYSTICK), -1 in thread mode; RISC-V: the
   port's trap entry records it (rt_irq_current) */
int32_t rt_irq_current = -1;
static int32_t panic_irq(void) {
#if !defined(__arm__)
    return rt_irq_current;
#else
    uint32_t ipsr;
    __asm__ volatile("mrs %0, ipsr" : "=r"(ipsr));
    return ipsr >= 16 ? (int32_t)ipsr - 16 : ipsr == 15 ? RT_IRQ_SYSTICK : -1;
#endif
}

/* raise p: its interrupt and site, onto the goroutine's panics; then its deferred calls run
   (defer.c), or with none in the program it dies here */
_Noreturn void rt_panic_run(rt_panic *p) {
    p->irq = panic_irq();
    /* set by the compiled code right before it raised this panic */
    bool own = rt_panic_site & RT_PANIC_SITE_OWN_FRAME;
    p->site = rt_panic_site & ~RT_PANIC_SITE_OWN_FRAME;
    rt_panic_site = 0;
    p->link = rt_panics;
    rt_panics = p;
    /* with call positions, caller.c runs the deferred calls under its records of the panic
       (rt_caller_panic: linked only by a program that has them) */
    if (&rt_caller_panic)
        rt_caller_panic(p, own);
    else if (&rt_panic_unwind)
        rt_panic_unwind(p);
    rt_panics = NULL; /* dying (the host tests carry on) */
    rt_panic_die(p);
}

_Noreturn void rt_gopanic(const rt_panicval *v) {
    rt_panic p = {.v = v};
    rt_panic_run(&p);
}

/* panic(v) of Go code: v as an interface{} value and the compiler's printer of such values */
_Noreturn void rt_panic_any(const void *type, void *data, void (*print)(const void *, void *)) {
    rt_panic p = {.etype = type, .edata = data, .eprint = print};
    rt_panic_run(&p);
}

/* panic(v) with -heap=none of a value that does not fit the data word (a string, a float, a
   struct...): the compiler boxed it on the panicking stack, which stays as it is until a recovery
   (the deferred calls and the final print run on top of it); a recovery copies it to the
   compiler's one static slot (big enough for every such panic of the program), so a recovered
   value stays valid until the next such panic is recovered. */
_Noreturn void rt_panic_boxed(const void *type, void *data, void (*print)(const void *, void *), uint32_t size,
                              void *slot) {
    rt_panic p = {.etype = type, .edata = data, .eprint = print, .esize = size, .eslot = slot};
    rt_panic_run(&p);
}

/* sched.c's, weak: without the scheduler, main's goroutine (1) is the only one */
extern uint32_t rt_goroutine_number(void) __attribute__((weak));

/* the compiler's tables (src/transform/panicsites.c); weak: a program without panic sites has none */
extern const uint32_t corogo_panic_sites[] __attribute__((weak));
extern const char corogo_panic_names[] __attribute__((weak));

/* the tables' compact form (src/transform/panicsites.c, encode): corogo_panic_sites[0] is the
   shift, and a site's word is its line | the offset in corogo_panic_names of its function's entry
   << shift; the entry is its file name's offset << 1 | 1 where the function has parameters or a
   receiver (Go writes "(...)" after its name, else "()") in two little-endian bytes, then the
   function's name, NUL-terminated. site_pos returns the entry and sets the line and file. */
static inline __attribute__((always_inline)) const uint8_t *site_pos(uint32_t site, const char **file, int32_t *line) {
    uint32_t shift = corogo_panic_sites[0], w = corogo_panic_sites[site];
    const uint8_t *e = (const uint8_t *)corogo_panic_names + (w >> shift);
    *line = (int32_t)(w & ((1u << shift) - 1));
    *file = corogo_panic_names + ((e[0] | (uint32_t)e[1] << 8) >> 1);
    return e;
}

/* the same for caller.c (print_site has its own copy inlined: most programs link no caller.c) */
const char *rt_site_pos(uint32_t site, const char **file, int32_t *line, const char **args) {
    const uint8_t *e = site_pos(site, file, line);
    *args = e[0] & 1 ? "(...)" : "()";
    return (const char *)e + 2;
}

/* a name of the table as it is; panicnames.c's, linked when the compiler packed the names,
   replaces it */
__attribute__((weak)) void rt_panic_puts(const char *s) { rt_puts(s); }

/* Go's traceback in its shape, one frame: "goroutine N [running]:", "main.f(...)", "\tx.go:7"
   (Go adds the frame's pc offset, and the callers: corogo knows the panicking site only) */
static void print_site(uint32_t site) {
    if (!site || !&corogo_panic_sites)
        return;
    const char *file;
    int32_t line;
    const uint8_t *e = site_pos(site, &file, &line);
    rt_puts("\ngoroutine ");
    sink_int(NULL, &rt_goroutine_number ? (int32_t)rt_goroutine_number() : 1);
    rt_puts(" [running]:\n");
    rt_panic_puts((const char *)e + 2);
    rt_puts(e[0] & 1 ? "(...)\n\t" : "()\n\t");
    rt_panic_puts(file);
    board_putc(':');
    sink_int(NULL, line);
    board_putc('\n');
}

_Noreturn void rt_panic_die(const rt_panic *p) {
    print_chain(p);
    print_site(p->site);
    port_exit(2);
}

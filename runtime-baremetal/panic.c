/* panic.c - Go panics and fatal errors. Every panic (panic(v) in Go code and the run-time errors:
 * index and slice bounds, integer divide by zero, nil dereference, closed channels, ...) records its
 * value and goes through rt_gopanic (defer.c), which runs the goroutine's deferred calls and stops
 * at a recover(). A panic nobody recovers prints Go's lines, oldest panic first ("panic: <msg>",
 * " [recovered]" after one that was, a tab before each later one, like Go's printpanics) and stops
 * the machine with exit status 2 through the port. Bounds messages follow Go's boundsError
 * formats, including the shorter forms Go uses for negative indices. A fatal error ("fatal error:
 * <msg>") cannot be recovered and stops at once. */
#include "board.h"
#include "port.h"
#include "rt.h"
#include "rt_panic.h"

static void puts_c(const char *s) {
    while (*s)
        board_putc((uint8_t)*s++);
}

static _Noreturn void die(void) {
    board_putc('\n');
    port_exit(2);
}

/* each kind of value has its own printer, referenced by the panics of that kind only: a firmware
   links the formatting of the panics it can raise (the slice bounds table only with slicing) */
static void print_string(const rt_panicval *v) { rt_print_string(v->p, v->a); }
static void print_int(const rt_panicval *v) { rt_print_int(v->i); }
static void print_cstr(const rt_panicval *v) { puts_c((const char *)v->p); }

_Noreturn void rt_panic_string(const uint8_t *p, int32_t len) {
    rt_panicval v = {.print = print_string, .p = p, .a = len};
    rt_gopanic(&v);
}

_Noreturn void rt_panic_int(int64_t i) {
    rt_panicval v = {.print = print_int, .i = i};
    rt_gopanic(&v);
}

static void print_uint(const rt_panicval *v) { rt_print_uint((uint64_t)v->i); }

_Noreturn void rt_panic_uint(uint64_t i) {
    rt_panicval v = {.print = print_uint, .i = (int64_t)i};
    rt_gopanic(&v);
}

/* Go's printanycustomtype: the type's name, then the value in parentheses (a string quoted) */
static void print_typed(const rt_panicval *v) {
    rt_print_string(v->t, v->tlen);
    puts_c(v->which == 2 ? "(\"" : "(");
    if (v->which == 0)
        rt_print_int(v->i);
    else if (v->which == 1)
        rt_print_uint((uint64_t)v->i);
    else
        rt_print_string(v->p, v->a);
    puts_c(v->which == 2 ? "\")" : ")");
}

_Noreturn void rt_panic_typed(const uint8_t *type, int32_t tlen, int32_t kind, int64_t i, const uint8_t *p,
                              int32_t len) {
    rt_panicval v = {.print = print_typed, .t = type, .tlen = tlen, .which = kind, .i = i, .p = p, .a = len};
    rt_gopanic(&v);
}

/* the end of a panic message printed piecewise (iface.c): these bytes, the newline, exit */
_Noreturn void rt_panic_tail(const uint8_t *p, int32_t len) {
    rt_print_string(p, len);
    die();
}

_Noreturn void rt_panic_cstr(const char *msg) {
    rt_panicval v = {.print = print_cstr, .p = (const uint8_t *)msg};
    rt_gopanic(&v);
}

_Noreturn void rt_fatal_string(const uint8_t *p, int32_t len) {
    puts_c("fatal error: ");
    rt_print_string(p, len);
    die();
}

_Noreturn void rt_fatal_cstr(const char *msg) {
    puts_c("fatal error: ");
    puts_c(msg);
    die();
}

_Noreturn void rt_panic_divide(void) { rt_panic_cstr("runtime error: integer divide by zero"); }

_Noreturn void rt_panic_nil(void) {
    rt_panic_cstr("runtime error: invalid memory address or nil pointer dereference");
}

/* "index out of range [i] with length n" (just "[i]" when i < 0, like Go) */
static void print_index(const rt_panicval *v) {
    puts_c("runtime error: index out of range [");
    rt_print_int(v->a);
    puts_c("]");
    if (v->a >= 0) {
        puts_c(" with length ");
        rt_print_int(v->b);
    }
}

_Noreturn void rt_panic_index(int32_t index, int32_t len) {
    rt_panicval v = {.print = print_index, .a = index, .b = len};
    rt_gopanic(&v);
}

/* Go's boundsError formats for slicing (runtime/error.go); 'a' is the first value shown, 'b' the
 * second. The negative form is used when 'a' is negative. */
static const struct {
    const char *pre, *mid, *post, *neg_pre, *neg_post;
} slice_fmt[] = {
    /* 0 RT_SLICE_ACAP  s[:a] with capacity b */ {"[:", "] with capacity ", "", "[:", "]"},
    /* 1 RT_SLICE_ALEN  s[:a] with length b   */ {"[:", "] with length ", "", "[:", "]"},
    /* 2 RT_SLICE_B     s[a:b]                */ {"[", ":", "]", "[", ":]"},
    /* 3 RT_SLICE3_ACAP s[::a] with capacity b */ {"[::", "] with capacity ", "", "[::", "]"},
    /* 4 RT_SLICE3_C    s[a:b:]               */ {"[", ":", ":]", "[", "::]"},
    /* 5 RT_SLICE3_B    s[:a:b]               */ {"[:", ":", "]", "[:", ":]"},
    /* 6 RT_SLICE3_ALEN s[::a] with length b  */ {"[::", "] with length ", "", "[::", "]"},
};

static void print_slice(const rt_panicval *v) {
    puts_c("runtime error: slice bounds out of range ");
    if (v->a < 0) {
        puts_c(slice_fmt[v->which].neg_pre);
        rt_print_int(v->a);
        puts_c(slice_fmt[v->which].neg_post);
    } else {
        puts_c(slice_fmt[v->which].pre);
        rt_print_int(v->a);
        puts_c(slice_fmt[v->which].mid);
        rt_print_int(v->b);
        puts_c(slice_fmt[v->which].post);
    }
}

_Noreturn void rt_panic_slice(int32_t which, int32_t a, int32_t b) {
    if (which < 0 || which >= (int32_t)(sizeof slice_fmt / sizeof slice_fmt[0]))
        rt_fatal_cstr("bad slice bounds code");
    rt_panicval v = {.print = print_slice, .which = which, .a = a, .b = b};
    rt_gopanic(&v);
}

/* Go's printpanics: the oldest panic first; then exit status 2 */
static void print_chain(const rt_panic *p) {
    if (p->link) {
        print_chain(p->link);
        board_putc('\t');
    }
    puts_c("panic: ");
    p->v->print(p->v);
    if (p->recovered)
        puts_c(" [recovered]");
    if (p->irq >= 0) { /* an IRQ number: 32-bit digits, no rt_print_int linked for it */
        char d[12];
        int n = 0;
        uint32_t v = (uint32_t)p->irq;
        do
            d[n++] = (char)('0' + v % 10);
        while ((v /= 10) != 0);
        puts_c(" [in interrupt ");
        while (n > 0)
            board_putc((uint8_t)d[--n]);
        puts_c("]");
    }
    board_putc('\n');
}

_Noreturn void rt_panic_die(const rt_panic *p) {
    print_chain(p);
    port_exit(2);
}

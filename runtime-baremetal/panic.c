/* panic.c - Go panics and fatal errors: print the message exactly as Go's runtime does
 * ("panic: <msg>", "panic: runtime error: ...", "fatal error: <msg>") followed by a newline, then
 * stop the machine with exit status 2 through the port. Bounds messages follow Go's boundsError
 * formats, including the shorter forms Go uses for negative indices. */
#include "board.h"
#include "port.h"
#include "rt.h"

static void puts_c(const char *s) {
    while (*s)
        board_putc((uint8_t)*s++);
}

static _Noreturn void die(void) {
    board_putc('\n');
    port_exit(2);
}

_Noreturn void rt_panic_string(const uint8_t *p, int32_t len) {
    puts_c("panic: ");
    rt_print_string(p, len);
    die();
}

_Noreturn void rt_panic_int(int64_t v) {
    puts_c("panic: ");
    rt_print_int(v);
    die();
}

/* the end of a panic message printed piecewise (iface.c): these bytes, the newline, exit */
_Noreturn void rt_panic_tail(const uint8_t *p, int32_t len) {
    rt_print_string(p, len);
    die();
}

_Noreturn void rt_panic_cstr(const char *msg) {
    puts_c("panic: ");
    puts_c(msg);
    die();
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

/* "panic: runtime error: index out of range [i] with length n" (just "[i]" when i < 0, like Go) */
_Noreturn void rt_panic_index(int32_t index, int32_t len) {
    puts_c("panic: runtime error: index out of range [");
    rt_print_int(index);
    puts_c("]");
    if (index >= 0) {
        puts_c(" with length ");
        rt_print_int(len);
    }
    die();
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

_Noreturn void rt_panic_slice(int32_t which, int32_t a, int32_t b) {
    if (which < 0 || which >= (int32_t)(sizeof slice_fmt / sizeof slice_fmt[0]))
        rt_fatal_cstr("bad slice bounds code");
    puts_c("panic: runtime error: slice bounds out of range ");
    if (a < 0) {
        puts_c(slice_fmt[which].neg_pre);
        rt_print_int(a);
        puts_c(slice_fmt[which].neg_post);
    } else {
        puts_c(slice_fmt[which].pre);
        rt_print_int(a);
        puts_c(slice_fmt[which].mid);
        rt_print_int(b);
        puts_c(slice_fmt[which].post);
    }
    die();
}

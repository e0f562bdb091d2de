/* print.c - println/print for compiled Go code, in exactly the format of Go's builtins: integers in
 * decimal (with '-' when negative), strings written raw, bools as true/false, pointers as 0x followed
 * by lowercase hex digits (0x0 for nil). The compiler emits the separating spaces and the final newline
 * with rt_print_space/rt_print_nl. Output goes to the board console byte by byte. Integers are
 * converted with 32-bit divisions only (no libgcc 64-bit division linked for printing). A statement
 * of constant text and up to three integers of at most 32 bits can be one call of rt_print_fmt
 * (the compiler's choice where that is smaller, src/codegen/cg_print.c). */
#include "board.h"
#include "rt.h"

void rt_print_string(const uint8_t *p, int32_t len) {
    if (len > 0)
        board_write(p, len);
}

/* v / 10 with 32-bit divisions only, *r = v % 10: long division by 16-bit digits. Both boards divide
   32-bit numbers in hardware; a 64-bit '/' would link libgcc's __udivdi3/__umoddi3 (about 750 B). */
static uint64_t div10(uint64_t v, uint32_t *r) {
    uint32_t hi = (uint32_t)(v >> 32), lo = (uint32_t)v;
    uint32_t qh = hi / 10, m = (hi % 10) << 16 | lo >> 16;
    uint32_t qm = m / 10, l = (m % 10) << 16 | (lo & 0xffffu);
    *r = l % 10;
    return (uint64_t)qh << 32 | (uint64_t)qm << 16 | l / 10;
}

void rt_print_uint(uint64_t v) {
    uint8_t buf[20];
    int i = (int)sizeof buf;
    uint32_t r;
    while (v >> 32) {
        v = div10(v, &r);
        buf[--i] = (uint8_t)('0' + r);
    }
    uint32_t w = (uint32_t)v; /* what fits 32 bits: plain 32-bit divisions */
    do {
        buf[--i] = (uint8_t)('0' + w % 10);
        w /= 10;
    } while (w != 0);
    board_write(buf + i, (int32_t)sizeof buf - i);
}

void rt_print_int(int64_t v) {
    if (v < 0) {
        board_putc('-');
        rt_print_uint(-(uint64_t)v); /* well defined for INT64_MIN too */
        return;
    }
    rt_print_uint((uint64_t)v);
}

/* fmt: the statement's text, NUL-terminated, with RT_PRINT_INT or RT_PRINT_UINT where the next of
   a0, a1, a2 goes (a signed or an unsigned integer of at most 32 bits, extended to 32) */
void rt_print_fmt(const char *fmt, uint32_t a0, uint32_t a1, uint32_t a2) {
    _Static_assert(RT_PRINT_FMT_ARGS == 3, "rt_print_fmt's parameters");
    const uint32_t args[RT_PRINT_FMT_ARGS] = {a0, a1, a2};
    const uint32_t *a = args;
    const char *run = fmt; /* the text since the last marker */
    for (;; fmt++) {
        uint8_t k = (uint8_t)*fmt;
        if (k > RT_PRINT_UINT)
            continue;
        rt_print_string((const uint8_t *)run, (int32_t)(fmt - run));
        if (k == 0)
            return;
        uint32_t v = *a++;
        if (k == RT_PRINT_INT && (int32_t)v < 0) {
            board_putc('-');
            v = -v; /* well defined for INT32_MIN too */
        }
        rt_print_uint(v);
        run = fmt + 1;
    }
}

void rt_print_bool(bool v) {
    if (v)
        board_write((const uint8_t *)"true", 4);
    else
        board_write((const uint8_t *)"false", 5);
}

void rt_print_pointer(const void *p) {
    static const char digits[] = "0123456789abcdef";
    uintptr_t v = (uintptr_t)p;
    uint8_t buf[2 + 2 * sizeof(uintptr_t)];
    int i = (int)sizeof buf;
    do {
        buf[--i] = (uint8_t)digits[v & 0xf];
        v >>= 4;
    } while (v != 0);
    buf[--i] = 'x';
    buf[--i] = '0';
    board_write(buf + i, (int32_t)sizeof buf - i);
}

void rt_print_space(void) { board_putc(' '); }

void rt_print_nl(void) { board_putc('\n'); }

/* print.c - println/print for compiled Go code, in exactly the format of Go's builtins: integers in
 * decimal (with '-' when negative), strings written raw, bools as true/false, pointers as 0x followed
 * by lowercase hex digits (0x0 for nil). The compiler emits the separating spaces and the final newline
 * with rt_print_space/rt_print_nl. Output goes to the board console byte by byte. */
#include "board.h"
#include "rt.h"

void rt_print_string(const uint8_t *p, int32_t len) {
    if (len > 0)
        board_write(p, len);
}

void rt_print_uint(uint64_t v) {
    uint8_t buf[20];
    int i = (int)sizeof buf;
    do {
        buf[--i] = (uint8_t)('0' + v % 10);
        v /= 10;
    } while (v != 0);
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

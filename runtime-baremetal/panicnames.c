/* panicnames.c - the names of the panic-position table in their packed form. Where it pays, and
 * the program has no call positions (whose runtime.Caller hands the names out as they are), the
 * compiler (src/transform/panicsites.c, encode) writes a name as a reference to a shared prefix
 * (a directory, a package path, a receiver type: byte 1 then the prefix's offset in
 * corogo_panic_names in two little-endian bytes) followed by the rest of its bytes; a prefix is
 * itself such a name. The compiler's table then refers to rt_panic_packed, which is what makes the
 * linker take this file: its rt_panic_puts, which prints a name, expanding the references,
 * replaces panic.c's weak one, which prints a name as it is. A program whose names are plain links
 * neither. */
#include "board.h"
#include "rt.h"

extern const char corogo_panic_names[] __attribute__((weak));

/* what the compiler's table refers to (nothing reads it) */
const char rt_panic_packed = 1;

void rt_panic_puts(const char *s) {
    for (const uint8_t *p = (const uint8_t *)s; *p; p++)
        if (*p == 1) {
            rt_panic_puts(corogo_panic_names + (p[1] | (uint32_t)p[2] << 8));
            p += 2;
        } else
            board_putc(*p);
}

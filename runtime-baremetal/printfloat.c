/* printfloat.c - println/print of a float64 (a float32 is widened first), Go's runtime printfloat
 * step by step: NaN, +Inf, -Inf, else a sign, 7 significant digits and a 3-digit exponent
 * (+1.500000e+000). The same IEEE double operations in the same order give the same digits as Go
 * on any host; without an FPU they are libgcc's soft-float routines, linked only by programs that
 * print a float (an object of its own); a panic(f) prints its value with it too (the compiler's
 * printer of panic values, src/codegen/cg_panic.c). */
#include "board.h"
#include "port.h"
#include "rt.h"

void rt_print_float(double v) {
    if (v != v) {
        board_write((const uint8_t *)"NaN", 3);
        return;
    }
    if (v + v == v && v > 0) {
        board_write((const uint8_t *)"+Inf", 4);
        return;
    }
    if (v + v == v && v < 0) {
        board_write((const uint8_t *)"-Inf", 4);
        return;
    }
    enum { n = 7 }; /* digits printed */
    uint8_t buf[n + 7];
    buf[0] = '+';
    int e = 0; /* exponent */
    if (v == 0) {
        if (1 / v < 0)
            buf[0] = '-';
    } else {
        if (v < 0) {
            v = -v;
            buf[0] = '-';
        }
        /* normalize */
        while (v >= 10) {
            e++;
            v /= 10;
        }
        while (v < 1) {
            e--;
            v *= 10;
        }
        /* round */
        double h = 5.0;
        for (int i = 0; i < n; i++)
            h /= 10;
        v += h;
        if (v >= 10) {
            e++;
            v /= 10;
        }
    }
    /* format +d.dddd+edd */
    for (int i = 0; i < n; i++) {
        int s = (int)v;
        buf[i + 2] = (uint8_t)(s + '0');
        v -= (double)s;
        v *= 10;
    }
    buf[1] = buf[2];
    buf[2] = '.';
    buf[n + 2] = 'e';
    buf[n + 3] = '+';
    if (e < 0) {
        e = -e;
        buf[n + 3] = '-';
    }
    buf[n + 4] = (uint8_t)(e / 100 + '0');
    buf[n + 5] = (uint8_t)(e / 10 % 10 + '0');
    buf[n + 6] = (uint8_t)(e % 10 + '0');
    board_write(buf, n + 7);
}


/* printfloat.c - println/print of a float64 (a float32 is widened first), Go's runtime printfloat
 * step by step: NaN, +Inf, -Inf, else a sign, 7 significant digits and a 3-digit exponent
 * (+1.500000e+000). The same IEEE double operations in the same order give the same digits as Go
 * on any host; without an FPU they are libgcc's soft-float routines, linked only by programs that
 * print a float (an object of its own). rt_panic_float is panic(f): "panic: " and the same format,
 * exit status 2 like every panic; rt_panic_complex panic(z): "panic: (+1.000000e+000+2.000000e+000i)". */
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

_Noreturn void rt_panic_float(double v) {
    board_write((const uint8_t *)"panic: ", 7);
    rt_print_float(v);
    board_putc('\n');
    port_exit(2);
}

_Noreturn void rt_panic_complex(double re, double im) {
    board_write((const uint8_t *)"panic: (", 8);
    rt_print_float(re);
    rt_print_float(im);
    board_write((const uint8_t *)"i)\n", 3);
    port_exit(2);
}

/* printfloat_test.c - rt_print_float (printfloat.c), which does Go's printfloat on the integer
 * mantissa and exponent, against Go's printfloat done with the host's IEEE doubles (the same
 * operations in the same order, each rounded to nearest even): every output of edge values
 * (zeros, infinities, NaN, the subnormals' ends, the largest double, powers of ten and their
 * neighbours, values that round up to the next power of ten) and of 200,000 pseudo-random
 * doubles, half over every bit pattern, half in [1, 10) and [9.9999, 10) where the rounding
 * carries. */
#include <stdint.h>
#include <stdlib.h>

#include "rt.h"
#include "stub.h"

/* Go's runtime printfloat, with doubles */
static void go_printfloat(double v, char *out)
{
    if (v != v) {
        strcpy(out, "NaN");
        return;
    }
    if (v + v == v && v > 0) {
        strcpy(out, "+Inf");
        return;
    }
    if (v + v == v && v < 0) {
        strcpy(out, "-Inf");
        return;
    }
    enum { n = 7 };
    char buf[n + 8];
    buf[0] = '+';
    int e = 0;
    if (v == 0) {
        if (1 / v < 0)
            buf[0] = '-';
    } else {
        if (v < 0) {
            v = -v;
            buf[0] = '-';
        }
        while (v >= 10) {
            e++;
            v /= 10;
        }
        while (v < 1) {
            e--;
            v *= 10;
        }
        double h = 5.0;
        for (int i = 0; i < n; i++)
            h /= 10;
        v += h;
        if (v >= 10) {
            e++;
            v /= 10;
        }
    }
    for (int i = 0; i < n; i++) {
        int s = (int)v;
        buf[i + 2] = (char)(s + '0');
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
    buf[n + 4] = (char)(e / 100 + '0');
    buf[n + 5] = (char)(e / 10 % 10 + '0');
    buf[n + 6] = (char)(e % 10 + '0');
    buf[n + 7] = 0;
    strcpy(out, buf);
}

static int failures;

static void check(double v)
{
    char want[32];
    go_printfloat(v, want);
    stub_reset();
    rt_print_float(v);
    const char *got = stub_output();
    if (strcmp(got, want)) {
        if (failures++ < 10)
            printf("FAIL: %a: rt_print_float %s, Go %s\n", v, got, want);
    }
}

static uint64_t xorshift(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}

static double from_bits(uint64_t b)
{
    double v;
    memcpy(&v, &b, sizeof v);
    return v;
}

static uint64_t to_bits(double v)
{
    uint64_t b;
    memcpy(&b, &v, sizeof b);
    return b;
}

/* the doubles next to a positive v, below and above */
static double below(double v) { return from_bits(to_bits(v) - 1); }
static double above(double v) { return from_bits(to_bits(v) + 1); }

int main(void)
{
    static const double edge[] = {0.0, 1.0, 10.0, 9.9999995, 9.999999499999999, 9.9999996, 0.99999995,
                                  1.5, 0.1, 1e-7, 5e-7, 123456789.0, 1e300, 1e-300, 1.7976931348623157e308,
                                  2.2250738585072014e-308, 2.2250738585072009e-308, 4.9406564584124654e-324,
                                  1e-323, 1e-310, 99999995.0, 1e22, 1e23};
    for (unsigned i = 0; i < sizeof edge / sizeof edge[0]; i++) {
        check(edge[i]);
        check(-edge[i]);
        if (edge[i] > 0)
            check(below(edge[i]));
        check(above(edge[i]));
    }
    check(from_bits(0x7ff0000000000000ull));  /* +Inf */
    check(from_bits(0xfff0000000000000ull));  /* -Inf */
    check(from_bits(0x7ff8000000000001ull));  /* NaN */
    for (int p = -325; p <= 308; p++) {
        char text[16];
        snprintf(text, sizeof text, "1e%d", p);
        double t = strtod(text, NULL);
        check(t);
        if (t > 0)
            check(below(t));
        check(above(t));
        check(t * 9.9999995);
    }
    uint64_t s = 0x9e3779b97f4a7c15ull;
    for (int i = 0; i < 100000; i++)
        check(from_bits(xorshift(&s)));
    for (int i = 0; i < 50000; i++)
        check(1 + 9 * (double)(xorshift(&s) >> 11) / 9007199254740992.0);
    for (int i = 0; i < 50000; i++)
        check(10 - 1e-4 * (double)(xorshift(&s) >> 11) / 9007199254740992.0);
    if (failures) {
        printf("%d of the outputs differ\n", failures);
        return 1;
    }
    return 0;
}

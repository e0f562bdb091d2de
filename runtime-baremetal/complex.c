/* complex.c - complex division for compiled Go (cg_complex.c): Go's runtime complex128div
 * statement by statement (Smith's algorithm, then C99 G.5.1's corrections when both parts came out
 * NaN: a zero divisor, an infinite dividend, an infinite divisor), so quotients match Go's bit for
 * bit. complex64 division goes through it too, as in Go. */
#include "rt.h"

static double inf(void) {
    return __builtin_inf();
}

static bool is_nan(double f) {
    return f != f;
}

static bool is_finite(double f) {
    return !is_nan(f - f);
}

static bool is_inf(double f) {
    return !is_nan(f) && !is_finite(f);
}

static double abs_(double f) {
    return __builtin_fabs(f);
}

static double copysign_(double f, double sign) {
    return __builtin_copysign(f, sign);
}

static double inf2one(double f) {
    double g = 0.0;
    if (is_inf(f))
        g = 1.0;
    return copysign_(g, f);
}

void rt_complex_div(double *out, double a, double b, double c, double d) {
    double e, f;
    if (abs_(c) >= abs_(d)) {
        double ratio = d / c;
        double denom = c + ratio * d;
        e = (a + b * ratio) / denom;
        f = (b - a * ratio) / denom;
    } else {
        double ratio = c / d;
        double denom = d + ratio * c;
        e = (a * ratio + b) / denom;
        f = (b * ratio - a) / denom;
    }
    if (is_nan(e) && is_nan(f)) {
        double na = a, nb = b, mc = c, md = d;
        if (mc == 0 && md == 0 && (!is_nan(na) || !is_nan(nb))) {
            e = copysign_(inf(), mc) * na;
            f = copysign_(inf(), mc) * nb;
        } else if ((is_inf(na) || is_inf(nb)) && is_finite(mc) && is_finite(md)) {
            na = inf2one(na);
            nb = inf2one(nb);
            e = inf() * (na * mc + nb * md);
            f = inf() * (nb * mc - na * md);
        } else if ((is_inf(mc) || is_inf(md)) && is_finite(na) && is_finite(nb)) {
            mc = inf2one(mc);
            md = inf2one(md);
            e = 0 * (na * mc + nb * md);
            f = 0 * (nb * mc - na * md);
        }
    }
    out[0] = e;
    out[1] = f;
}

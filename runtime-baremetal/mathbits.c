/* mathbits.c - the bit casts of the Go package math (runtime-baremetal/lib/math/unsafe.go binds
 * them with //go:linkname): Float32bits, Float32frombits, Float64bits, Float64frombits. */
#include <string.h>

#include "rt.h"

uint32_t rt_math_float32bits(float f) {
    uint32_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

float rt_math_float32frombits(uint32_t b) {
    float f;
    memcpy(&f, &b, sizeof f);
    return f;
}

uint64_t rt_math_float64bits(double f) {
    uint64_t u;
    memcpy(&u, &f, sizeof u);
    return u;
}

double rt_math_float64frombits(uint64_t b) {
    double f;
    memcpy(&f, &b, sizeof f);
    return f;
}

/* mathbits.c - the bit casts of the Go package math (runtime-baremetal/lib/math/unsafe.go binds
 * them with //go:linkname): Float32bits, Float32frombits, Float64bits, Float64frombits. */
#include <string.h>

#include "rt.h"

/* the bits of a From as a To (their sizes are equal) */
#define BITCAST(name, From, To)                                                                      \
    To name(From x) {                                                                                \
        To y;                                                                                        \
        memcpy(&y, &x, sizeof y);                                                                    \
        return y;                                                                                    \
    }

BITCAST(rt_math_float32bits, float, uint32_t)
BITCAST(rt_math_float32frombits, uint32_t, float)
BITCAST(rt_math_float64bits, double, uint64_t)
BITCAST(rt_math_float64frombits, uint64_t, double)

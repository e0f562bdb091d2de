/* slice.c - the run-time half of append and make for slices (src/codegen/cg_slice.c emits the rest
 * inline). append grows a slice like Go 1.19's growslice: double the capacity below 256
 * elements, then grow by (cap + 768) / 4 until it fits, then round the bytes up to the size
 * class Go's allocator would use. The rounding uses the element's size in 64-bit Go (go_size),
 * so cap() after append is what the reference Go toolchain prints; the allocation itself is
 * newcap * size bytes from the arena (never freed, zeroed). */
#include "rt.h"

/* Go 1.19's malloc size classes (runtime/sizeclasses.go): the smallest is used that holds the
   request; from 32 KiB on, whole 8 KiB pages */
static const uint16_t size_classes[] = {
    8, 16, 24, 32, 48, 64, 80, 96, 112, 128, 144, 160, 176, 192, 208, 224, 240, 256, 288, 320, 352,
    384, 416, 448, 480, 512, 576, 640, 704, 768, 896, 1024, 1152, 1280, 1408, 1536, 1792, 2048, 2304,
    2688, 3072, 3200, 3456, 4096, 4864, 5376, 6144, 6528, 6784, 6912, 8192, 9472, 9728, 10240, 10880,
    12288, 13568, 14336, 16384, 18432, 19072, 20480, 21760, 24576, 27264, 28672, 32768,
};

static uint64_t roundupsize(uint64_t size) {
    if (size < 32768) {
        for (uint32_t i = 0; i < sizeof size_classes / sizeof size_classes[0]; i++)
            if (size_classes[i] >= size)
                return size_classes[i];
    }
    return (size + 8191) & ~(uint64_t)8191;
}

void rt_slice_grow(rt_slice *s, int32_t need, uint32_t size, uint32_t go_size) {
    int64_t newcap = s->cap, doublecap = 2 * (int64_t)s->cap;
    if (need > doublecap) {
        newcap = need;
    } else if (s->cap < 256) {
        newcap = doublecap;
    } else { /* 256 <= cap < need <= 2 * cap < 2^31: 32-bit steps (a 64-bit division is a libgcc call) */
        uint32_t c = (uint32_t)newcap;
        while ((int64_t)c < need)
            c += (c + 3 * 256) / 4;
        newcap = c;
    }
    if (go_size > 0)
        newcap = (int64_t)rt_udiv64_32(roundupsize((uint64_t)newcap * go_size), go_size);
    if (need < 0 || newcap > 0x7fffffff || (size && (uint64_t)newcap * size > 0x7fffffffu))
        rt_panic_cstr("runtime error: growslice: cap out of range");
    uint8_t *p = rt_alloc((uint32_t)newcap * size, 8);
    if (s->len > 0 && size > 0)
        __builtin_memcpy(p, s->ptr, (uint32_t)s->len * size);
    s->ptr = p;
    s->cap = (int32_t)newcap;
}

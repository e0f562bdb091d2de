/* slice.c - the run-time half of append and make for slices (src/codegen/cg_slice.c emits the rest
 * inline). append grows a slice like Go 1.19's growslice: double the capacity below 256
 * elements, then grow by (cap + 768) / 4 until it fits, then round the bytes up to the size
 * class Go's allocator would use. The rounding uses the element's size in 64-bit Go (go_size),
 * so cap() after append is what the reference Go toolchain prints; the allocation itself is
 * newcap * size bytes from the arena (never freed, zeroed). */
#include "rt.h"

/* Go 1.19's malloc size classes (runtime/sizeclasses.go): the smallest is used that holds the
   request. Up to 768 bytes they are the multiples of a step (8 up to 32 bytes, 16 up to 256, 32 up
   to 512, 64 up to 768); the classes above, up to 28,672 bytes, are all multiples of 128 and are
   listed in units of 128 (36 bytes instead of a table of every class); from there on, whole 8 KiB
   pages */
static const uint8_t big_classes[] = {
    7, 8, 9, 10, 11, 12, 14, 16, 18, 21, 24, 25, 27, 32, 38, 42, 48, 51, 53, 54, 64, 74, 76, 80, 85, 96,
    106, 112, 128, 144, 149, 160, 170, 192, 213, 224,
};

static uint32_t roundupsize(uint32_t size) {
    if (size <= 768) {
        uint32_t step = size <= 32 ? 8 : size <= 256 ? 16 : size <= 512 ? 32 : 64;
        return (size + step - 1) & ~(step - 1);
    }
    for (uint32_t i = 0; i < sizeof big_classes; i++)
        if (big_classes[i] * 128u >= size)
            return big_classes[i] * 128u;
    return (size + 8191) & ~8191u;
}

/* in 32-bit arithmetic: cap < 2^31, so 2 * cap fits, and so does the rounded size of anything
   below 2 GiB */
void rt_slice_grow(rt_slice *s, int32_t need, uint32_t size, uint32_t go_size) {
    if (need < 0) /* the length overflowed int: before the growth loop, which would wrap */
        rt_panic_cstr("runtime error: growslice: cap out of range");
    uint32_t cap = (uint32_t)s->cap, newcap = 2 * cap;
    if ((uint32_t)need > newcap) {
        newcap = (uint32_t)need;
    } else if (cap >= 256) { /* 256 <= cap < need <= 2 * cap < 2^31 */
        newcap = cap;
        while (newcap < (uint32_t)need)
            newcap += (newcap + 3 * 256) / 4;
    }
    /* rounded as in 64-bit Go; 2 GiB or more there is at least 1 GiB here (no Go type's 64-bit
       size is more than twice its 32-bit one), which no board's heap holds: the allocation below
       fails whatever the rounding */
    uint64_t mem = (uint64_t)newcap * go_size;
    if (go_size > 0 && mem <= 0x7fffffff)
        newcap = roundupsize((uint32_t)mem) / go_size;
    if (newcap > 0x7fffffff || (uint64_t)newcap * size > 0x7fffffffu)
        rt_panic_cstr("runtime error: growslice: cap out of range");
    uint8_t *p = rt_alloc(newcap * size, 8);
    if (s->len > 0 && size > 0)
        __builtin_memcpy(p, s->ptr, (uint32_t)s->len * size);
    s->ptr = p;
    s->cap = (int32_t)newcap;
}

/* panic_test.c - every panic and fatal error prints Go's exact message and exits with status 2
 * (the expected texts are those of Go's runtime, runtime/error.go). */
#include "rt.h"
#include "stub.h"

#define PANICS(stmt, want)                                                             \
    do {                                                                               \
        stub_reset();                                                                  \
        int st = EXPECT_EXIT(stmt);                                                    \
        CHECK(st == 2);                                                                \
        CHECK_STR(stub_output(), want);                                                \
    } while (0)

int main(void) {
    PANICS(rt_panic_string((const uint8_t *)"bad", 3), "panic: bad\n");
    PANICS(rt_panic_string((const uint8_t *)"", 0), "panic: \n");
    PANICS(rt_panic_cstr("out of memory"), "panic: out of memory\n");
    PANICS(rt_fatal_cstr("all goroutines are asleep - deadlock!"),
           "fatal error: all goroutines are asleep - deadlock!\n");
    PANICS(rt_panic_divide(), "panic: runtime error: integer divide by zero\n");
    PANICS(rt_panic_nil(),
           "panic: runtime error: invalid memory address or nil pointer dereference\n");
    PANICS(rt_panic_index(5, 3), "panic: runtime error: index out of range [5] with length 3\n");
    PANICS(rt_panic_index(-1, 3), "panic: runtime error: index out of range [-1]\n");
    PANICS(rt_panic_slice(RT_SLICE_ACAP, 5, 3),
           "panic: runtime error: slice bounds out of range [:5] with capacity 3\n");
    PANICS(rt_panic_slice(RT_SLICE_ALEN, 9, 4),
           "panic: runtime error: slice bounds out of range [:9] with length 4\n");
    PANICS(rt_panic_slice(RT_SLICE_B, 3, 2),
           "panic: runtime error: slice bounds out of range [3:2]\n");
    PANICS(rt_panic_slice(RT_SLICE_B, -1, 2),
           "panic: runtime error: slice bounds out of range [-1:]\n");
    PANICS(rt_panic_slice(RT_SLICE_ACAP, -2, 3),
           "panic: runtime error: slice bounds out of range [:-2]\n");
    PANICS(rt_panic_slice(RT_SLICE3_ACAP, 7, 4),
           "panic: runtime error: slice bounds out of range [::7] with capacity 4\n");
    PANICS(rt_panic_slice(RT_SLICE3_B, 5, 4),
           "panic: runtime error: slice bounds out of range [:5:4]\n");
    PANICS(rt_panic_slice(RT_SLICE3_C, 3, 1),
           "panic: runtime error: slice bounds out of range [3:1:]\n");
    PANICS(rt_panic_slice(RT_SLICE3_C, -3, 1),
           "panic: runtime error: slice bounds out of range [-3::]\n");
    PANICS(rt_panic_convert(3, 4),
           "panic: runtime error: cannot convert slice with length 3 to pointer to array with length 4\n");
    TEST_END();
}

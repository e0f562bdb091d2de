/* print_test.c - rt_print_* must produce exactly what Go's println prints for the same values
 * (expected strings written from Go's own formatting rules: decimal ints, raw strings, true/false,
 * pointers as 0x + lowercase hex, 0x0 for nil). */
#include <stdint.h>

#include "rt.h"
#include "stub.h"

static const char *print_int(int64_t v) {
    stub_reset();
    rt_print_int(v);
    return stub_output();
}

static const char *print_uint(uint64_t v) {
    stub_reset();
    rt_print_uint(v);
    return stub_output();
}

static const char *print_ptr(uintptr_t v) {
    stub_reset();
    rt_print_pointer((const void *)v);
    return stub_output();
}

int main(void) {
    CHECK_STR(print_int(0), "0");
    CHECK_STR(print_int(42), "42");
    CHECK_STR(print_int(-7), "-7");
    CHECK_STR(print_int(1000000007), "1000000007");
    CHECK_STR(print_int(INT64_MAX), "9223372036854775807");
    CHECK_STR(print_int(INT64_MIN), "-9223372036854775808");
    CHECK_STR(print_int(INT32_MIN), "-2147483648");
    CHECK_STR(print_uint(0), "0");
    CHECK_STR(print_uint(UINT64_MAX), "18446744073709551615");
    CHECK_STR(print_uint(4294967295u), "4294967295");
    /* around 2^32, where the conversion switches from 16-bit long division to 32-bit divisions */
    CHECK_STR(print_uint(4294967296u), "4294967296");
    CHECK_STR(print_uint(4294967306u), "4294967306");
    CHECK_STR(print_uint(42949672959u), "42949672959");
    CHECK_STR(print_uint(10000000000000000000u), "10000000000000000000");
    CHECK_STR(print_uint(12345678901234567890u), "12345678901234567890");
    CHECK_STR(print_int(-4294967296), "-4294967296");
    CHECK_STR(print_int(-99999999999), "-99999999999");
    /* every power of ten and its neighbours up to 10^19 */
    {
        uint64_t p = 1;
        for (int k = 0; k < 20; k++, p *= 10) {
            char want[32];
            snprintf(want, sizeof want, "%llu", (unsigned long long)p);
            CHECK_STR(print_uint(p), want);
            snprintf(want, sizeof want, "%llu", (unsigned long long)(p - 1));
            CHECK_STR(print_uint(p - 1), want);
        }
    }

    CHECK_STR(print_ptr(0), "0x0");
    CHECK_STR(print_ptr(0x20000010), "0x20000010");
    CHECK_STR(print_ptr(0xdeadbeef), "0xdeadbeef");
    CHECK_STR(print_ptr(0xf), "0xf");

    stub_reset();
    rt_print_bool(true);
    rt_print_space();
    rt_print_bool(false);
    rt_print_nl();
    CHECK_STR(stub_output(), "true false\n");

    /* println("hello", 42, "", -1) */
    stub_reset();
    rt_print_string((const uint8_t *)"hello", 5);
    rt_print_space();
    rt_print_int(42);
    rt_print_space();
    rt_print_string((const uint8_t *)"", 0);
    rt_print_space();
    rt_print_int(-1);
    rt_print_nl();
    CHECK_STR(stub_output(), "hello 42  -1\n");

    /* strings are written raw, embedded NULs and all */
    stub_reset();
    rt_print_string((const uint8_t *)"a\0b\xff", 4);
    CHECK(stub_out_len == 4 && memcmp(stub_out, "a\0b\xff", 4) == 0);
    TEST_END();
}

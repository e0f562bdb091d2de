/* strings_test.c - string helpers against Go's rules: concatenation (operand reuse when one side
 * is empty), byte-wise comparison, string(rune) UTF-8 encoding with U+FFFD for invalid runes, and
 * rune decoding as Go's utf8.DecodeRune does it (invalid -> U+FFFD, width 1). */
#include "rt.h"
#include "stub.h"

#define S(lit) (const uint8_t *)(lit), (int32_t)(sizeof(lit) - 1)

static int same(rt_string s, const char *want, int32_t n) {
    return s.len == n && memcmp(s.ptr, want, (size_t)n) == 0;
}

static void check_decode(const char *bytes, int32_t len, int32_t i, int32_t want_rune, int32_t want_next) {
    int32_t r = -42;
    int32_t next = rt_string_decode_rune((const uint8_t *)bytes, len, i, &r);
    if (r != want_rune || next != want_next) {
        fprintf(stderr, "decode at %d: got rune %x next %d, want %x %d\n", i, r, next, want_rune, want_next);
        test_failures++;
    }
}

int main(void) {
    rt_string s;
    const uint8_t *a = (const uint8_t *)"abc";
    rt_string_concat(&s, a, 3, (const uint8_t *)"", 0);
    CHECK(s.ptr == a && s.len == 3); /* no copy when one side is empty */
    rt_string_concat(&s, (const uint8_t *)"", 0, a, 3);
    CHECK(s.ptr == a && s.len == 3);
    rt_string_concat(&s, S("hello, "), S("world"));
    CHECK(same(s, "hello, world", 12));
    CHECK(s.ptr != a);

    CHECK(rt_string_compare(S("abc"), S("abc")) == 0);
    CHECK(rt_string_compare(S("abc"), S("abd")) == -1);
    CHECK(rt_string_compare(S("abd"), S("abc")) == 1);
    CHECK(rt_string_compare(S("ab"), S("abc")) == -1);
    CHECK(rt_string_compare(S("abc"), S("ab")) == 1);
    CHECK(rt_string_compare(S(""), S("")) == 0);
    CHECK(rt_string_compare(S("\xff"), S("a")) == 1); /* bytes compare unsigned */

    rt_string_from_rune(&s, 'A');
    CHECK(same(s, "A", 1));
    rt_string_from_rune(&s, 0);
    CHECK(s.len == 1 && s.ptr[0] == 0);
    rt_string_from_rune(&s, 0xE9); /* é */
    CHECK(same(s, "\xc3\xa9", 2));
    rt_string_from_rune(&s, 0x20AC); /* € */
    CHECK(same(s, "\xe2\x82\xac", 3));
    rt_string_from_rune(&s, 0x1F600);
    CHECK(same(s, "\xf0\x9f\x98\x80", 4));
    rt_string_from_rune(&s, 0x10FFFF);
    CHECK(same(s, "\xf4\x8f\xbf\xbf", 4));
    rt_string_from_rune(&s, 0xD800); /* surrogate */
    CHECK(same(s, "\xef\xbf\xbd", 3));
    rt_string_from_rune(&s, 0x110000);
    CHECK(same(s, "\xef\xbf\xbd", 3));
    rt_string_from_rune(&s, -1);
    CHECK(same(s, "\xef\xbf\xbd", 3));

    const char *t = "a\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80";
    check_decode(t, 10, 0, 'a', 1);
    check_decode(t, 10, 1, 0xE9, 3);
    check_decode(t, 10, 3, 0x20AC, 6);
    check_decode(t, 10, 6, 0x1F600, 10);
    check_decode("\x80", 1, 0, 0xFFFD, 1);             /* stray continuation byte */
    check_decode("\xc0\x80", 2, 0, 0xFFFD, 1);         /* overlong NUL */
    check_decode("\xc1\xbf", 2, 0, 0xFFFD, 1);         /* overlong */
    check_decode("\xe0\x80\x80", 3, 0, 0xFFFD, 1);     /* overlong 3-byte */
    check_decode("\xed\xa0\x80", 3, 0, 0xFFFD, 1);     /* surrogate D800 */
    check_decode("\xf4\x90\x80\x80", 4, 0, 0xFFFD, 1); /* above U+10FFFF */
    check_decode("\xf5\x80\x80\x80", 4, 0, 0xFFFD, 1);
    check_decode("\xe2\x82", 2, 0, 0xFFFD, 1);         /* truncated */
    check_decode("\xe2\x28\xa1", 3, 0, 0xFFFD, 1);     /* bad second byte */
    check_decode("\xed\x9f\xbf", 3, 0, 0xD7FF, 3);     /* last before the surrogates */
    check_decode("\xf0\x90\x80\x80", 4, 0, 0x10000, 4);
    TEST_END();
}

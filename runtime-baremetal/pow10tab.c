/* pow10tab.c - rt_pow10tab_word, a word of an entry of a table of powers of ten that the compiler
 * (src/transform/pow10tab.c) replaced by every twentieth entry and two bits per entry: the
 * generator of include/rt_pow10tab.h, the one the compiler checked every entry against. An object
 * of its own, linked only by programs whose table was replaced (strconv's float formatting and
 * parsing at -Os and -Oz). */
#include "rt.h"
#include "rt_pow10tab.h"

uint64_t rt_pow10tab_word(const uint64_t *bases, const uint8_t *fix, uint32_t i, uint32_t word)
{
    return rt_pow10tab_gen(bases, fix, i, word);
}

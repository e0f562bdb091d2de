/* testflags.c - the flags of a `corogo test` run in its image. The driver (src/builder/test.c) links
 * this file into a package's test firmware, which it builds once per package, board and -O level;
 * before each run it writes that run's flags (-v, -run, -count, -failfast, -short, -bench,
 * -benchtime) into rt_test_flags in its copy of the ELF (link_patch: the symbol's bytes in the
 * file), so one build serves every flag set. lib/testing reads the text a byte at a time through
 * rt_test_flag_byte; volatile, so that the compiler folds nothing of the empty text the image is
 * built with. Not part of the runtime's archive: only test images carry it. */
#include <stdint.h>

#define TEST_FLAGS_SIZE 1024

__attribute__((used, section(".rodata.rt_test_flags"))) const volatile char rt_test_flags[TEST_FLAGS_SIZE] = "";

/* byte i of the flags' text; 0 at its end and beyond the area */
int32_t rt_test_flag_byte(int32_t i)
{
    return i >= 0 && i < TEST_FLAGS_SIZE ? (unsigned char)rt_test_flags[i] : 0;
}

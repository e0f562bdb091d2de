/* hello.c - boot test: the runtime alone (no compiler) prints `hello 42` through rt_print_* the way
 * compiled println("hello", 42) does, and the reset path exits with status 0. Expected: hello.out. */
#include "rt.h"

void corogo_main(void) {
    rt_print_string((const uint8_t *)"hello", 5);
    rt_print_space();
    rt_print_int(42);
    rt_print_nl();
}

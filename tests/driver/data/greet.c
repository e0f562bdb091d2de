/* greet.c - a user C file compiled by the driver for the board and linked into the firmware */
#include <stdint.h>

#include "rt.h"

void c_greet(int32_t n)
{
    static const char msg[] = "C says";
    rt_print_string((const uint8_t *)msg, (int32_t)(sizeof msg - 1));
    rt_print_space();
    rt_print_int(n * 2 + 1);
    rt_print_nl();
}

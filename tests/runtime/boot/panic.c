/* panic.c - boot test: panic("bad") through the runtime alone prints `panic: bad` and exits with
 * status 2 through the board's exit mechanism (not the normal exit 0 of the reset path). */
#include "rt.h"

void corogo_main(void) {
    rt_panic_string((const uint8_t *)"bad", 3);
}

/* arm_semihosting.h - board_exit for the Cortex-M boards whose exit status reaches the host through
 * Arm semihosting: SYS_EXIT_EXTENDED (BKPT 0xAB; QEMU needs -semihosting-config
 * enable=on,target=native). picolibc's own exit() probes semihosting features first and hangs under
 * QEMU 7.2, so the call is issued directly. Included by the boards' board.c. */
#ifndef COROGO_BOARDS_ARM_SEMIHOSTING_H
#define COROGO_BOARDS_ARM_SEMIHOSTING_H

#include <stdint.h>

#define SYS_EXIT_EXTENDED 0x20
#define ADP_STOPPED_APPLICATION_EXIT 0x20026

void board_exit(int status) {
    volatile uint32_t block[2] = {ADP_STOPPED_APPLICATION_EXIT, (uint32_t)status};
    register uint32_t r0 __asm__("r0") = SYS_EXIT_EXTENDED;
    register volatile uint32_t *r1 __asm__("r1") = block;
    __asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
}

#endif

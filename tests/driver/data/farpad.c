/* farpad.c - 1.5 MiB of RISC-V code (c_pad: ret, then padding), linked before the runtime: the
 * reset entry _start must still reach rt_start (tests/driver/farjump.sh) */
__asm__(".section .text.pad,\"ax\",@progbits\n"
        ".globl c_pad\n"
        "c_pad:\n"
        "  ret\n"
        "  .skip 0x180000\n"
        ".text\n");

# riscv32.cmake - CMake cross file for the runtime on RV32IMAC (ilp32, no FPU); the rest is
# common.cmake. Code model medlow, like the compiler's object and user C files: on RV32 lui+addi
# reaches every address, and ld.lld relaxes an absolute lui+lw/sw/addi of a global within 2 KiB of
# __global_pointer$ into one gp-relative instruction (COROGO_LINK_FLAGS --relax-gp, in link.rsp);
# it leaves medany's auipc pairs alone.
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER_TARGET riscv32-unknown-none-elf)
set(COROGO_TRIPLE riscv64-unknown-elf)
set(COROGO_ARCH_FLAGS "-march=rv32imac -mabi=ilp32 -mcmodel=medlow")
set(COROGO_LINK_FLAGS --relax-gp)
set(COROGO_GCC riscv64-unknown-elf-gcc)
set(COROGO_GCC_FLAGS -march=rv32imac -mabi=ilp32)
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)

# riscv32.cmake - CMake cross file for the runtime on RV32IMAC (ilp32, no FPU): clang-19 as a
# freestanding cross compiler, picolibc headers, llvm-ar. Also names the GNU cross compiler and
# flags used only to locate the matching libgcc.a / libc.a multilib. Code model medlow, like the
# compiler's object and user C files: on RV32 lui+addi reaches every address, and ld.lld relaxes an
# absolute lui+lw/sw/addi of a global within 2 KiB of __global_pointer$ into one gp-relative
# instruction (COROGO_LINK_FLAGS --relax-gp, in link.rsp); it leaves medany's auipc pairs alone.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR riscv32)
set(CMAKE_C_COMPILER clang-19)
set(CMAKE_C_COMPILER_TARGET riscv32-unknown-none-elf)
set(CMAKE_AR llvm-ar-19)
set(CMAKE_RANLIB llvm-ranlib-19)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(COROGO_TRIPLE riscv64-unknown-elf)
set(COROGO_ARCH_FLAGS "-march=rv32imac -mabi=ilp32 -mcmodel=medlow")
set(COROGO_LINK_FLAGS --relax-gp)
set(COROGO_GCC riscv64-unknown-elf-gcc)
set(COROGO_GCC_FLAGS -march=rv32imac -mabi=ilp32)

set(CMAKE_C_FLAGS_INIT "${COROGO_ARCH_FLAGS} -ffreestanding -fno-unwind-tables -fno-asynchronous-unwind-tables \
-ffunction-sections -fdata-sections -Os -Wall -Wextra -Werror \
-isystem /usr/lib/picolibc/${COROGO_TRIPLE}/include")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

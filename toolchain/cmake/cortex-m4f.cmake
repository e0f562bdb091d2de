# cortex-m4f.cmake - CMake cross file for the runtime on ARMv7E-M with the single-precision FPU
# (Cortex-M4F, FPv4-SP-D16), hard-float ABI (float arguments and results in s0-s15): the
# v7e-m+fp/hard multilib of picolibc and libgcc. The rest is common.cmake.
set(CMAKE_C_COMPILER_TARGET thumbv7em-none-eabihf)
set(COROGO_ARCH_FLAGS "-mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16")
set(COROGO_GCC_FLAGS -mcpu=cortex-m4 -mthumb -mfloat-abi=hard -mfpu=fpv4-sp-d16)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(COROGO_TRIPLE arm-none-eabi)
set(COROGO_GCC arm-none-eabi-gcc)
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)

# cortex-m7.cmake - CMake cross file for the runtime on ARMv7E-M with the double-precision FPU
# (Cortex-M7, FPv5-D16), hard-float ABI: the v7e-m+dp/hard multilib of picolibc and libgcc. The
# rest is common.cmake.
set(CMAKE_C_COMPILER_TARGET thumbv7em-none-eabihf)
set(COROGO_ARCH_FLAGS "-mcpu=cortex-m7 -mthumb -mfloat-abi=hard -mfpu=fpv5-d16")
set(COROGO_GCC_FLAGS -mcpu=cortex-m7 -mthumb -mfloat-abi=hard -mfpu=fpv5-d16)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(COROGO_TRIPLE arm-none-eabi)
set(COROGO_GCC arm-none-eabi-gcc)
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)

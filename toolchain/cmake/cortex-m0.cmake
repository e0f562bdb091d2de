# cortex-m0.cmake - CMake cross file for the runtime on ARMv6-M (Cortex-M0, thumb, soft float, no
# hardware divide: libgcc's __aeabi_idiv and friends): the v6-m/nofp multilib of picolibc and
# libgcc. The rest is common.cmake.
set(CMAKE_C_COMPILER_TARGET thumbv6m-none-eabi)
set(COROGO_ARCH_FLAGS "-mcpu=cortex-m0 -mthumb -mfloat-abi=soft")
set(COROGO_GCC_FLAGS -mcpu=cortex-m0 -mthumb)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(COROGO_TRIPLE arm-none-eabi)
set(COROGO_GCC arm-none-eabi-gcc)
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)

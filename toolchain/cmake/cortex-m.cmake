# cortex-m.cmake - CMake cross file for the runtime on ARMv7-M (Cortex-M3, thumb, soft float); the
# rest is common.cmake.
set(CMAKE_C_COMPILER_TARGET thumbv7m-none-eabi)
set(COROGO_ARCH_FLAGS "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
set(COROGO_GCC_FLAGS -mcpu=cortex-m3 -mthumb)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(COROGO_TRIPLE arm-none-eabi)
set(COROGO_GCC arm-none-eabi-gcc)
include(${CMAKE_CURRENT_LIST_DIR}/common.cmake)

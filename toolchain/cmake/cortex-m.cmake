# cortex-m.cmake - CMake cross file for the runtime on ARMv7-M (Cortex-M3, thumb, soft float):
# clang-19 as a freestanding cross compiler, picolibc headers, llvm-ar. Also names the GNU cross
# compiler and flags used only to locate the matching libgcc.a / libc.a multilib.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_SYSTEM_PROCESSOR arm)
set(CMAKE_C_COMPILER clang-19)
set(CMAKE_C_COMPILER_TARGET thumbv7m-none-eabi)
set(CMAKE_AR llvm-ar-19)
set(CMAKE_RANLIB llvm-ranlib-19)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

set(COROGO_TRIPLE arm-none-eabi)
set(COROGO_ARCH_FLAGS "-mcpu=cortex-m3 -mthumb -mfloat-abi=soft")
set(COROGO_GCC arm-none-eabi-gcc)
set(COROGO_GCC_FLAGS -mcpu=cortex-m3 -mthumb)

set(CMAKE_C_FLAGS_INIT "${COROGO_ARCH_FLAGS} -ffreestanding -fno-unwind-tables -fno-asynchronous-unwind-tables \
-ffunction-sections -fdata-sections -Os -Wall -Wextra -Werror \
-isystem /usr/lib/picolibc/${COROGO_TRIPLE}/include")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

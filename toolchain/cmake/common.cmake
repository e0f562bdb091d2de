# common.cmake - the part of the cross files every board shares, included at their end: clang-19 as
# a freestanding cross compiler for the triple and flags the including file set
# (CMAKE_SYSTEM_PROCESSOR, CMAKE_C_COMPILER_TARGET, COROGO_ARCH_FLAGS, COROGO_TRIPLE: the libc's
# folder), the libc's headers (picolibc's, or newlib's on a board with "libc": "newlib"), llvm-ar. The including file also names the GNU cross
# compiler and flags (COROGO_GCC, COROGO_GCC_FLAGS) used only to locate the matching libgcc.a /
# libc.a multilib.
set(CMAKE_SYSTEM_NAME Generic)
set(CMAKE_C_COMPILER clang-19)
set(CMAKE_AR llvm-ar-19)
set(CMAKE_RANLIB llvm-ranlib-19)
set(CMAKE_TRY_COMPILE_TARGET_TYPE STATIC_LIBRARY)

# the headers of the board's libc (COROGO_LIBC, from board.json): picolibc's, or newlib's
set(libc_include /usr/lib/picolibc/${COROGO_TRIPLE}/include)
if(COROGO_LIBC STREQUAL "newlib")
    set(libc_include /usr/lib/${COROGO_TRIPLE}/include)
endif()
set(CMAKE_C_FLAGS_INIT "${COROGO_ARCH_FLAGS} -ffreestanding -fno-unwind-tables -fno-asynchronous-unwind-tables \
-ffunction-sections -fdata-sections -Os -Wall -Wextra -Werror -isystem ${libc_include}")

set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE ONLY)

#!/usr/bin/env bash
# setup.sh - make sure the Debian packages corogo needs are installed. Idempotent: checks every
# package with dpkg-query and does nothing when all are present. When some are missing it installs
# them with apt-get if run as root; otherwise it prints the exact apt-get command and exits 1.
# Used by `make`, `make test` and `make demo` before anything else.
set -euo pipefail

PACKAGES=(
    # the compiler: LLVM 19 C API, host C compiler and tools (FileCheck)
    llvm-19 llvm-19-dev llvm-19-tools clang-19 lld-19 libc6-dev
    # sanitizer runtimes for the fuzzers and host unit tests (ASan, UBSan)
    libclang-rt-19-dev
    # build system
    cmake make
    # bare-metal libc and libgcc.a (compiler builtins) for the boards
    picolibc-arm-none-eabi picolibc-riscv64-unknown-elf libnewlib-arm-none-eabi
    gcc-arm-none-eabi gcc-riscv64-unknown-elf
    # emulators for the two QEMU boards
    qemu-system-arm qemu-system-misc
    # reference Go toolchain (oracle for test outputs)
    golang-go
    # the differential tester (tests/difftest: generator, driver, reducer)
    python3
    # corogo gdb (gdb-multiarch and its Python), readelf for the DWARF tests (docs/debugging.md)
    gdb-multiarch binutils
    # make bench: the plots of cost against depth and goroutine count; peak memory of the compiler
    gnuplot-nox time
)

missing=()
for p in "${PACKAGES[@]}"; do
    status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
    if [ "$status" != "installed" ]; then
        missing+=("$p")
    fi
done

if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi

cmd="apt-get update && apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
    echo "corogo setup: missing packages: ${missing[*]}" >&2
    echo "run as root:" >&2
    echo "  $cmd" >&2
    exit 1
fi

echo "corogo setup: installing ${missing[*]}" >&2
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y --no-install-recommends "${missing[@]}"

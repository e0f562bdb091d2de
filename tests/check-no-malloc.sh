#!/usr/bin/env bash
# check-no-malloc.sh <elf>... - a corogo firmware image must contain no heap allocator and no
# unwinder: fails if any ELF defines or references malloc, free, calloc, realloc, sbrk/_sbrk, or
# ARM EH personality/unwind-table symbols (everything is built nounwind).
set -uo pipefail
if [ $# -lt 1 ]; then
    echo "usage: $0 <elf>..." >&2
    exit 2
fi
bad='^(malloc|free|calloc|realloc|sbrk|_sbrk|__aeabi_unwind_cpp_pr[0-9]|__exidx_start|__exidx_end|_Unwind_.*)$'
fail=0
for elf in "$@"; do
    if [ ! -f "$elf" ]; then
        echo "FAIL: $elf does not exist"
        fail=1
        continue
    fi
    found=$(llvm-nm-19 "$elf" | awk '{print $NF}' | grep -E "$bad" | sort -u)
    if [ -n "$found" ]; then
        echo "FAIL: $elf contains:" $found
        fail=1
    else
        echo "ok: $elf"
    fi
done
exit $fail

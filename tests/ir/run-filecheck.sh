#!/usr/bin/env bash
# run-filecheck.sh <corogo> <file.go> - golden IR test: emit the module before the LLVM passes
# (-emit-llvm) and after them (-emit-llvm-after) for mps2-an385 and check both with FileCheck against
# the BEFORE/AFTER/NOCORO lines in the Go file's comments. The prefixes present in the file are
# the ones checked. The IR is without debug information (-no-debug) unless the file has a line
# `// corogo:debug` (tests of the DWARF metadata itself, docs/debugging.md).
set -euo pipefail
corogo=$1 src=$2
filecheck=$(command -v FileCheck-19 || echo /usr/lib/llvm-19/bin/FileCheck)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
debug=-no-debug
grep -q '^// corogo:debug' "$src" && debug=-g
"$corogo" build -target=mps2-an385 $debug -emit-llvm -o "$tmp/before.ll" "$src"
"$corogo" build -target=mps2-an385 $debug -emit-llvm-after -o "$tmp/after.ll" "$src"
checked=0
for prefix in BEFORE NOCORO; do
    if grep -q "// $prefix" "$src"; then
        "$filecheck" --check-prefix=$prefix "$src" <"$tmp/before.ll"
        checked=$((checked + 1))
    fi
done
if grep -q "// AFTER" "$src"; then
    "$filecheck" --check-prefix=AFTER "$src" <"$tmp/after.ll"
    checked=$((checked + 1))
fi
if [ $checked -eq 0 ]; then
    echo "FAIL: $src has no BEFORE/AFTER/NOCORO check lines" >&2
    exit 1
fi
echo "ok: $src ($checked prefixes)"

#!/usr/bin/env bash
# run-taint.sh <corogo> <file.go> - the taint analysis of file.go (`corogo build -print-taint`) must
# equal <name>.expected line for line.
set -euo pipefail
corogo=$1 src=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$corogo" build -target=mps2-an385 -print-taint -o "$tmp/x.elf" "$src" >"$tmp/taint"
diff -u --label expected --label actual "${src%.go}.expected" "$tmp/taint"
echo "ok: taint of $src"

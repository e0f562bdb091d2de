#!/usr/bin/env bash
# bench/stdlib.sh [corogo] - what programs using Go's standard library from GOROOT cost (issue #26):
# for a program calling unicode.IsLetter and unicode.ToUpper, one calling strconv's Itoa,
# FormatFloat, Quote and ParseInt, and one calling unicode/utf8: the flash (text + data) and .data
# on mps2-an385 at -Os, with the package initialisers run at compile time (src/interp) and with
# -init-at-startup; the flash of bench/itoa_upper.go at -Oz and -Os (strconv.Itoa and
# strings.ToUpper: issue #26's goal, <= 8 KiB); and the build time, CPU seconds (user + sys, best of 3: elapsed time on a loaded
# machine says little) of corogo build -Os with the merged GOROOT and the go list answers kept in
# the build directory (the package cache: a first build made them). Not a test: it prints a table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/unicode.go" <<'GO'
package main

import "unicode"

func main() {
	for _, r := range "Hello, World 42 é" {
		println(unicode.IsLetter(r), unicode.ToUpper(r))
	}
}
GO
cat >"$tmp/strconv.go" <<'GO'
package main

import "strconv"

func main() {
	println(strconv.Itoa(12345), strconv.FormatFloat(3.25, 'g', -1, 64), strconv.Quote("hi\n"))
	n, err := strconv.ParseInt("-42", 10, 64)
	println(n, err == nil)
}
GO
cat >"$tmp/utf8.go" <<'GO'
package main

import "unicode/utf8"

func main() {
	s := "héllo, 世界"
	println(utf8.RuneCountInString(s), utf8.ValidString(s))
}
GO
cpu() {
    local TIMEFORMAT='%3U %3S'
    { time "$@" >/dev/null 2>/dev/null; } 2>&1 | awk 'NF == 2 { print $1 + $2 }'
}
best() {
    local b=999 t
    "$corogo" build -target=mps2-an385 -Os -o "$tmp/c.elf" "$1" >/dev/null # the cache made
    for _ in 1 2 3; do
        t=$(cpu "$corogo" build -target=mps2-an385 -Os -o "$tmp/c.elf" "$1")
        b=$(awk -v a="$t" -v b="$b" 'BEGIN { print (a < b ? a : b) }')
    done
    echo "$b"
}
sizes() { llvm-size-19 "$1" | awk 'NR == 2 { print $1 + $2, $2 }'; }
echo "| program (mps2-an385, -Os) | flash, bytes | .data | flash with -init-at-startup | .data | build, s CPU (package cache) |"
echo "|---|---|---|---|---|---|"
for p in unicode strconv utf8; do
    "$corogo" build -target=mps2-an385 -Os -o "$tmp/$p.elf" "$tmp/$p.go"
    "$corogo" build -target=mps2-an385 -Os -init-at-startup -o "$tmp/${p}_s.elf" "$tmp/$p.go"
    read -r f d < <(sizes "$tmp/$p.elf")
    read -r fs ds < <(sizes "$tmp/${p}_s.elf")
    name=$p
    [ "$p" = utf8 ] && name=unicode/utf8
    echo "| $name | $f | $d | $fs | $ds | $(best "$tmp/$p.go") |"
done
echo
# issue #26's row: the flash of a program calling strconv.Itoa and strings.ToUpper, goal <= 8 KiB
for opt in -Oz -Os; do
    read -r f d < <("$corogo" build -target=mps2-an385 $opt -o "$tmp/iu.elf" "$here/itoa_upper.go" && sizes "$tmp/iu.elf")
    echo "strconv.Itoa + strings.ToUpper (bench/itoa_upper.go), mps2-an385 $opt: flash $f B (goal <= 8,192 B: $(echo "$f / 8192" | bc -l | cut -c1-4)x)"
done

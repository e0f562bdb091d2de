#!/usr/bin/env bash
# bench/generics.sh [corogo] - what generics (stenciling, docs/language.md "Generics") cost, per
# board at -Os: the flash of Max[int], Max[float64] and Max[string] in one program against three
# hand-written functions maxInt, maxFloat and maxString in another (every function //go:noinline,
# so each stays a function of its own; sizes from the symbol table, and the whole firmware's
# flash); and the compile time (CPU, best of 3, corogo build -O2) of a program with 100 instances
# of a generic function and a generic type against the same code written out by hand for the 100
# types. Goals (issue #29): flash <= 1.1x, compile time <= 1.5x. Not a test: it prints a table.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/generic.go" <<'GO'
package main

import "runtime"

type Ordered interface {
	~int | ~float64 | ~string
}

//go:noinline
func Max[T Ordered](a, b T) T {
	if a > b {
		return a
	}
	return b
}

func main() {
	n := runtime.NumGoroutine() // opaque to LLVM: no call is folded away
	i1, i2 := n+2, n+3
	f1, f2 := float64(n)+2.5, float64(n)+1.5
	s1, s2 := string(rune('a'+n)), string(rune('b'+n))
	println(Max(i1, i2), Max(f1, f2), Max(s1, s2))
}
GO
{ # the same three written out by hand
    printf 'package main\n\nimport "runtime"\n'
    for ft in Int:int Float:float64 String:string; do
        printf '\n//go:noinline\nfunc max%s(a, b %s) %s {\n\tif a > b {\n\t\treturn a\n\t}\n\treturn b\n}\n' \
            "${ft%%:*}" "${ft#*:}" "${ft#*:}"
    done
    sed -n '/^func main/,$p' "$tmp/generic.go" | sed 's/Max(i1, i2), Max(f1, f2), Max(s1, s2)/maxInt(i1, i2), maxFloat(f1, f2), maxString(s1, s2)/'
} >"$tmp/hand.go"
# the bytes of the functions whose symbol matches the regex
fsize() {
    local s=0 z
    for z in $(llvm-nm-19 -S "$1" | awk -v re="$2" '$4 ~ re { print $2 }'); do s=$((s + 16#$z)); done
    echo "$s"
}
flash() { llvm-size-19 "$1" | awk 'NR == 2 { print $1 + $2 }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
echo "| board | Max[int] + Max[float64] + Max[string], bytes | maxInt + maxFloat + maxString | ratio | firmware flash, generic | hand-written |"
echo "|---|---|---|---|---|---|"
for b in mps2-an385 riscv32-virt; do
    "$corogo" build -target="$b" -Os -o "$tmp/g.elf" "$tmp/generic.go"
    "$corogo" build -target="$b" -Os -o "$tmp/h.elf" "$tmp/hand.go"
    g=$(fsize "$tmp/g.elf" '^main\.Max\[')
    h=$(fsize "$tmp/h.elf" '^main\.max(Int|Float|String)$')
    echo "| $b | $g | $h | $(ratio "$g" "$h")× | $(flash "$tmp/g.elf") | $(flash "$tmp/h.elf") |"
done

# 100 named types, each used with a generic function and a generic type's methods, against the same
# code written for each type
n=100
{
    echo "package main"
    echo
    echo "type Num interface{ ~int | ~int32 | ~uint16 }"
    echo
    echo "type Acc[T Num] struct{ sum, n T }"
    echo
    echo "func (a *Acc[T]) Add(v T) { a.sum += v; a.n++ }"
    echo
    echo "func Sum[T Num](xs []T) T {"
    echo "	var a Acc[T]"
    echo "	for _, x := range xs {"
    echo "		a.Add(x)"
    echo "	}"
    echo "	return a.sum"
    echo "}"
    for ((k = 0; k < n; k++)); do echo "type T$k int"; done
    echo "func main() {"
    for ((k = 0; k < n; k++)); do echo "	println(Sum([]T$k{$k, 1}))"; done
    echo "}"
} >"$tmp/inst.go"
{
    echo "package main"
    for ((k = 0; k < n; k++)); do
        echo "type T$k int"
        echo "type Acc$k struct{ sum, n T$k }"
        echo "func (a *Acc$k) Add(v T$k) { a.sum += v; a.n++ }"
        echo "func Sum$k(xs []T$k) T$k {"
        echo "	var a Acc$k"
        echo "	for _, x := range xs {"
        echo "		a.Add(x)"
        echo "	}"
        echo "	return a.sum"
        echo "}"
    done
    echo "func main() {"
    for ((k = 0; k < n; k++)); do echo "	println(Sum$k([]T$k{$k, 1}))"; done
    echo "}"
} >"$tmp/byhand.go"
cpu() {
    local TIMEFORMAT='%3U %3S'
    { time "$@" >/dev/null 2>/dev/null; } 2>&1 | awk 'NF == 2 { print $1 + $2 }'
}
best() {
    local b=999 t
    for _ in 1 2 3; do
        t=$(cpu "$corogo" build -target=riscv32-virt -O2 -o "$tmp/c.elf" "$1")
        b=$(awk -v a="$t" -v b="$b" 'BEGIN { print (a < b ? a : b) }')
    done
    echo "$b"
}
gi=$(best "$tmp/inst.go")
gh=$(best "$tmp/byhand.go")
echo
echo "| compile time, corogo build -O2, riscv32-virt | seconds CPU | ratio |"
echo "|---|---|---|"
echo "| $n instances of Sum[T] and Acc[T] | $gi | $(ratio "$gi" "$gh")× |"
echo "| the same written out for the $n types | $gh | 1.00× |"

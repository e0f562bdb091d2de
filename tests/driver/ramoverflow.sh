# ramoverflow.sh BOARD - a program whose .data + .bss leave the stack too little RAM fails to link
# with one error that says by how many bytes and what fills the RAM (data, bss, stack guard,
# stack), and leaves no ELF behind; the overflow is the sum of the parts minus the RAM (alignment
# gaps aside)
. "$(dirname "$0")/lib.sh"
B=$1
# .bss of the RAM less the stack (4 MiB - 64 KiB on mps2-an385) and 18 KiB more does not fit (4050
# KiB there); 132 KiB less than the RAM less the stack fits (3900 KiB)
RAM=$(board_size "$B" ram-size) STACK=$(board_size "$B" stack-size)
kib=$(((RAM - STACK) / 1024))
printf 'package main\n\nvar big [KIB << 10]byte\n\nfunc main() {\n\tfor i := range big {\n\t\tbig[i] = byte(i)\n\t}\n\tprintln(big[7])\n}\n' | sed "s/KIB/$((kib + 18))/" > ram.go
run "$COROGO" build -target="$B" -o ram.elf ram.go
expect_rc 1 "$((kib + 18)) KiB of .bss"
expect_in err "corogo: error: RAM overflow on $B by "
[ "$(grep -c 'error' "$T/err")" -eq 1 ] || fail "expected exactly one error line"
[ -e ram.elf ] && fail "ram.elf left behind"
set -- $(sed -n 's/.* by \([0-9]*\) bytes: .data (\([0-9]*\) bytes) + .bss (\([0-9]*\) bytes) + the stack guard (\([0-9]*\) bytes) + the stack (\([0-9]*\) bytes) need more than the \([0-9]*\) bytes.*/\1 \2 \3 \4 \5 \6/p' "$T/err")
[ $# -eq 6 ] || fail "cannot read the numbers of the message"
over=$(($2 + $3 + $4 + $5 - $6))
[ "$1" -ge "$over" ] && [ "$1" -le $((over + 64)) ] || fail "overflow $1 is not .data + .bss + stack - RAM = $over"
sed -i "s/$((kib + 18)) << 10/$((kib - 132)) << 10/" ram.go
run "$COROGO" build -target="$B" -o ram.elf ram.go
expect_rc 0 "$((kib - 132)) KiB of .bss"
exit 0

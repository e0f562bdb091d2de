#!/usr/bin/env bash
# bench/boards.sh [corogo] - the rows of every board (make bench): the yield ping-pong of two
# goroutines (bench/resume.go's ring2) against the baselines of bench/bench.sh built for the same
# board (C++20 coroutines on corogo's runtime queue and with their own inlined one, the stackful
# switch, the C state machine), and the path from an interrupt handler to the goroutine it wakes
# (bench/isr.go, less the one clock reading its interval holds: bench/clockread.go) on the boards
# with a periodic timer interrupt for programs (machine.TimerStart);
# then the flash and RAM of examples/demo.go (bench/size.sh has them per board too); and
# bench/float.go's instructions per float operation on the Cortex-M0, the FPU boards and, for
# reference, the Cortex-M3 without one. Counted in
# instructions under QEMU -icount: the RISC-V boards read minstret (shift=0: exact). QEMU gives the
# Cortex-M cores no instruction counter, so they run with -icount shift=7 (an instruction takes
# 128 ns of virtual time) and read the port's time base (a tick of 40 to 125 ns, shorter than one
# instruction): instructions = ns / 128, within one instruction per reading. Not a test: it prints a
# table and asserts nothing.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A R
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

boards=(riscv32-virt sifive_e mps2-an385 mps2-an386 mps2-an500 netduinoplus2 lm3s6965evb microbit)
# the boards of the float table, with their FPU
declare -A FPU=([mps2-an385]="none (Cortex-M3)" [microbit]="none (Cortex-M0)" [mps2-an386]="single precision (Cortex-M4F)"
    [netduinoplus2]="single precision (Cortex-M4F)" [mps2-an500]="double precision (Cortex-M7)")
shift_of() { case $1 in riscv32-virt | sifive_e) echo 0 ;; *) echo 7 ;; esac }
# the time base in instructions at -icount shift=7
cat >"$tmp/instret7.c" <<'C'
#include <stdint.h>
#include "port.h"
int32_t bench_instret(void) { return (int32_t)((port_timer_now() * (1000000000u / port_timer_hz())) >> 7); }
C

# emulate <board> <elf>: the board's emulator command (board.json) under -icount
emulate() {
    local cmd=()
    mapfile -d '' -t cmd < <(python3 - "$here/../boards/$1/board.json" "$2" "$(shift_of "$1")" <<'PY'
import json, sys
b = json.load(open(sys.argv[1]))
argv = [a.replace("{}", sys.argv[2]) for a in b["emulator"]]
argv += ["-icount", "shift=%s,sleep=off" % sys.argv[3]] + [a for a in b.get("emulator-icount", [])[2:]]
sys.stdout.write("\0".join(argv) + "\0")
PY
)
    timeout 120 "${cmd[@]}" </dev/null
}

for b in "${boards[@]}"; do
    toolchain "$b"
    instret=$here/instret.c
    if [ "$(shift_of "$b")" != 0 ]; then
        instret=$tmp/instret7.c
        INSTRET[$b]=$instret
    fi
    gobuild "$b" "$tmp/resume.elf" -pool=32 "$here/resume.go" "$instret" && collect corogo "$b" "$tmp/resume.elf" || true
    for v in rt inl; do
        def=()
        [ $v = inl ] && def=(-DBENCH_INLINE_SCHED)
        cbuild "$b" "$tmp/cxx_$v.elf" c++ "$here/cxx.cpp" "${def[@]}" && collect "cxx_$v" "$b" "$tmp/cxx_$v.elf" || true
        cbuild "$b" "$tmp/sm_$v.elf" c "$here/sm.c" "${def[@]}" && collect "sm_$v" "$b" "$tmp/sm_$v.elf" || true
    done
    # (its switch is RV32 and Thumb-2 assembly: not for the ARMv6-M micro:bit)
    [ "$b" = microbit ] || { cbuild "$b" "$tmp/stackful.elf" c "$here/stackful.c" && collect stack_inl "$b" "$tmp/stackful.elf" || true; }
    # the interrupt row where machine.TimerStart exists: the timer's IRQ and, at shift=7, a 1 ms
    # period (100 us would be 781 instructions)
    irq=
    case $b in
    riscv32-virt) irq=11 ;;
    mps2-an38[56] | mps2-an500 | microbit) irq=9 ;;
    netduinoplus2) irq=50 ;;
    lm3s6965evb) irq=19 ;;
    sifive_e) irq=2 ;; # (the runtime's timer queue on the CLINT, delivered to source 2's handler)
    esac
    if [ -n "$irq" ]; then
        sed "s/timerIRQ = 11/timerIRQ = $irq/; s/interrupt 11/interrupt $irq/" "$here/isr.go" >"$tmp/isr.go"
        [ "$(shift_of "$b")" = 0 ] || sed -i 's/100 \* time.Microsecond/time.Millisecond/' "$tmp/isr.go"
        gobuild "$b" "$tmp/isr.elf" "$tmp/isr.go" "$instret" && collect corogo "$b" "$tmp/isr.elf" || true
        gobuild "$b" "$tmp/read.elf" "$here/clockread.go" "$instret" && collect corogo "$b" "$tmp/read.elf" || true
    fi
    [ -n "${FPU[$b]:-}" ] && { gobuild "$b" "$tmp/float.elf" "$here/float.go" "$instret" && collect corogo "$b" "$tmp/float.elf" || true; }
    "$corogo" build -target="$b" -Os -heap=none -o "$tmp/demo.elf" "$here/../examples/demo.go" >/dev/null
    read -r R[corogo/$b/flash_demo] R[corogo/$b/ram_demo] < <(llvm-size-19 "$tmp/demo.elf" | awk 'NR == 2 { print $1 + $2, $2 + $3 }')
done

# cell <impl> <board> <key>: the value and corogo / it
cell() {
    local v=${R[$1/$2/$3]:-} c=${R[corogo/$2/$3]:-}
    if [ -z "$v" ]; then
        printf ' — |'
    else
        printf ' %s (%s×) |' "$v" "$(awk -v a="$c" -v b="$v" 'BEGIN { printf "%.2f", a / b }')"
    fi
}
echo "## Every board (bench/boards.sh)"
echo
echo "Instructions per switch of the yield ping-pong (2 goroutines), each baseline with corogo / baseline;"
echo "instructions from the Go interrupt handler's first statement to the woken goroutine's, less one"
echo "reading of the clock (bench/clockread.go; measured − clock read in brackets); demo.go's"
echo "flash and RAM (-Os -heap=none). RISC-V: minstret; Cortex-M: the time base at -icount shift=7."
echo
echo "| board | ping-pong corogo | C++20 rt | C++20 inl | stackful inl | C state machine rt | C state machine inl | ISR → goroutine | demo.go flash / RAM |"
echo "|---|---|---|---|---|---|---|---|---|"
for b in "${boards[@]}"; do
    printf '| %s | %s |' "$b" "${R[corogo/$b/ring2]:-—}"
    for i in cxx_rt cxx_inl stack_inl sm_rt sm_inl; do cell "$i" "$b" ring2; done
    isr=—
    [ -n "${R[corogo/$b/isr]:-}" ] && isr="$(awk -v i="${R[corogo/$b/isr]}" -v r="${R[corogo/$b/read]:-0}" 'BEGIN { printf "%.0f", i - r }') (${R[corogo/$b/isr]} − ${R[corogo/$b/read]:-?})"
    printf ' %s | %s / %s |\n' "$isr" "${R[corogo/$b/flash_demo]}" "${R[corogo/$b/ram_demo]}"
done
echo
echo "Instructions per float operation (bench/float.go: a loop doing it twice per iteration less the"
echo "loop doing it once; sqrt is math.Sqrt, float32's through float64), at -icount shift=7."
echo
echo "| board | FPU | f32 add | f32 mul | f32 div | f32 sqrt | f64 add | f64 mul | f64 div | f64 sqrt |"
echo "|---|---|---|---|---|---|---|---|---|---|"
for b in "${boards[@]}"; do
    [ -n "${FPU[$b]:-}" ] || continue
    printf '| %s | %s |' "$b" "${FPU[$b]}"
    for k in f32_add f32_mul f32_div f32_sqrt f64_add f64_mul f64_div f64_sqrt; do printf ' %s |' "${R[corogo/$b/$k]:-—}"; done
    echo
done

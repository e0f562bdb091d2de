#!/usr/bin/env bash
# bench/bench.sh [-smoke] [corogo] - the benchmark suite (make bench): corogo against C++20
# coroutines, a stackful context switch and a hand-written C state machine, in one run, counted in
# instructions and bytes, never in wall time (except the compile-time row). Builds every program
# itself: the corogo programs in bench/*.go and generated ones with `corogo build`; the baselines
# (bench/cxx.cpp, cxx_frames.cpp, demo.cpp, stackful.c, sm.c, demo_sm.c) with clang-19 and ld.lld
# exactly as the driver compiles and links C for the board (taken from COROGO_VERBOSE), against
# corogo's runtime library; the C++20 ones with -std=c++20 -fno-exceptions -fno-rtti. Runs them under
# QEMU -icount shift=0 (riscv32-virt: minstret; mps2-an385: the time base, 1 ns = 1 instruction) and
# prints one markdown table, every baseline cell with the ratio corogo / baseline, then writes a PNG
# plot of the costs against await depth and goroutine count (gnuplot) to $BENCH_OUT (default: bench/
# next to the corogo binary). docs/performance.md explains the rows. -smoke: one compile-time
# sample, riscv32-virt's switch rows only, one depth, no plot (CTest bench/smoke checks that the table
# comes out, not the numbers).
# Not a test: it asserts nothing about the numbers.
set -euo pipefail
smoke=0
if [ "${1:-}" = -smoke ]; then
    smoke=1
    shift
fi
here=$(cd "$(dirname "$0")" && pwd)
corogo=$(realpath "${1:-$here/../build/corogo}")
out=${BENCH_OUT:-$(dirname "$corogo")/bench}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
declare -A R # R[impl/board/key] = value

# toolchain, cbuild, collect, gobuild (bench/lib.sh); collect runs emulate, below
# shellcheck source=bench/lib.sh
source "$here/lib.sh"

# emulate <board> <elf>: the console output, under -icount shift=0
emulate() {
    case $1 in
    riscv32-virt)
        timeout 120 qemu-system-riscv32 -M virt -bios none -display none -monitor none -serial stdio \
            -icount shift=0,sleep=off -rtc clock=vm -kernel "$2" </dev/null ;;
    mps2-an385)
        timeout 120 qemu-system-arm -M mps2-an385 -display none -monitor none -serial stdio \
            -semihosting-config enable=on,target=native -icount shift=0,sleep=off -kernel "$2" </dev/null ;;
    esac
}

# frame_of <report> <function>: the frame bytes of main.<function>$coro; slot_of: its pool slot
frame_of() { sed -nE "s/^main\\.$2\\\$coro: frame ([0-9]+) bytes.*/\\1/p" "$1" | head -1; }
slot_of() { sed -nE "s/^main\\.$2\\\$coro: .*pool [0-9]+×([0-9]+)( \+ [0-9]+)? = .*/\\1/p" "$1" | head -1; }
# flash_ram <elf>: "flash RAM" (text + data, data + bss)
flash_ram() { llvm-size-19 "$1" | awk 'NR == 2 { print $1 + $2, $2 + $3 }'; }

# ---------------------------------------------------------------- generated programs (gen.sh)
# shellcheck source=bench/gen.sh
source "$here/gen.sh"
# cpu <command...>: user + system CPU seconds of one run
cpu() {
    local TIMEFORMAT='%3U %3S'
    { time "$@" >/dev/null 2>/dev/null; } 2>&1 | awk 'NF == 2 { print $1 + $2 }'
}

# ---------------------------------------------------------------- measurements
for b in riscv32-virt mps2-an385; do
    toolchain "$b"
done

boards=(riscv32-virt mps2-an385) depths=(1 4 16) seqs=(1 2 4 8 11)
[ $smoke = 1 ] && { boards=(riscv32-virt); depths=(1); seqs=(1); }
for b in "${boards[@]}"; do
    gobuild "$b" "$tmp/resume.elf" -pool=32 "$here/resume.go" "$here/instret.c"
    collect corogo "$b" "$tmp/resume.elf"
    gobuild "$b" "$tmp/spawn.elf" -pool=50 "$here/spawn.go" "$here/instret.c"
    collect corogo "$b" "$tmp/spawn.elf"
    R[corogo/$b/spawn_bytes]=$(slot_of "$tmp/spawn.elf.size" child)
    # the same spawns through a one-slot pool: 49 of the 50 frames come from the heap
    sed -e 's/^func child() {/\/\/corogo:pool 1\nfunc child() {/' -e 's/println("spawn",/println("spawn_heap",/' \
        "$here/spawn.go" >"$tmp/spawn_heap.go"
    gobuild "$b" "$tmp/spawn_heap.elf" "$tmp/spawn_heap.go" "$here/instret.c"
    collect corogo "$b" "$tmp/spawn_heap.elf"
    for v in rt inl; do
        def=()
        [ $v = inl ] && def=(-DBENCH_INLINE_SCHED)
        cbuild "$b" "$tmp/cxx_$v.elf" c++ "$here/cxx.cpp" "${def[@]}"
        collect "cxx_$v" "$b" "$tmp/cxx_$v.elf"
        cbuild "$b" "$tmp/sm_$v.elf" c "$here/sm.c" "${def[@]}"
        collect "sm_$v" "$b" "$tmp/sm_$v.elf"
    done
    cbuild "$b" "$tmp/stackful.elf" c "$here/stackful.c"
    collect stack_inl "$b" "$tmp/stackful.elf"
    # maps (bench/map.go): a larger arena for the 1,000-entry maps and their rebuilds
    gobuild "$b" "$tmp/map.elf" -heap=512K "$here/map.go" "$here/instret.c"
    collect corogo "$b" "$tmp/map.elf"
    # the collected heap (bench/gc_alloc.go, gc_pause.go with a 16 KiB heap); the collector's flash:
    # the text of its archive (runtime-baremetal/gc.c)
    gobuild "$b" "$tmp/gc_alloc.elf" "$here/gc_alloc.go" "$here/instret.c"
    collect corogo "$b" "$tmp/gc_alloc.elf"
    gobuild "$b" "$tmp/gc_pause.elf" -heap=16K "$here/gc_pause.go" "$here/instret.c"
    collect corogo "$b" "$tmp/gc_pause.elf"
    R[corogo/$b/gc_flash]=$(llvm-size-19 "$(dirname "$corogo")/runtime/$b/libcorogo_rt_gc.a" | awk 'NR == 2 { print $1 + $2 }')
    R[corogo/$b/arena_flash]=$(llvm-size-19 "$(dirname "$corogo")/runtime/$b/libcorogo_rt_leaking.a" | awk 'NR == 2 { print $1 + $2 }')
done

# floats (bench/float.go): instructions per soft-float operation; the flash a float64 (float32)
# program has over the same program on int64 (gen_float_flash)
for b in "${boards[@]}"; do
    gobuild "$b" "$tmp/float.elf" "$here/float.go" "$here/instret.c"
    collect corogo "$b" "$tmp/float.elf"
    for t in int64 float32 float64; do
        gen_float_flash $t "$tmp/ff_$t.go"
        gobuild "$b" "$tmp/ff_$t.elf" "$tmp/ff_$t.go"
        read -r fl _ < <(flash_ram "$tmp/ff_$t.elf")
        R[corogo/$b/flash_ff_$t]=$fl
    done
    for t in float32 float64; do
        R[corogo/$b/flash_$t]=$((R[corogo/$b/flash_ff_$t] - R[corogo/$b/flash_ff_int64]))
    done
done

b=riscv32-virt
gobuild "$b" "$tmp/isr.elf" "$here/isr.go" "$here/instret.c"
collect corogo "$b" "$tmp/isr.elf"
# timers (bench/timers.go): a sleep and its wake-up with 1 and with 100 goroutines sleeping the same
# period (a pool slot for each sleeper and the spinner)
gobuild "$b" "$tmp/timers.elf" -pool=101 "$here/timers.go" "$here/instret.c"
collect corogo "$b" "$tmp/timers.elf"
# the ping-pong on other shapes (bench/yieldloops.go): a warm-up loop before the measured one, a
# method goroutine, a call that does not suspend in the loop, a resume function of > 64 blocks
gobuild "$b" "$tmp/yieldloops.elf" "$here/yieldloops.go" "$here/instret.c"
collect corogo "$b" "$tmp/yieldloops.elf"
# indirect calls (bench/indirect.go): an interface call whose target may suspend but does not, a
# plain one, a func value call like the first; the program's coroutine RAM (pools + general pool)
# from its -size=full report
gobuild "$b" "$tmp/indirect.elf" "$here/indirect.go" "$here/instret.c"
collect corogo "$b" "$tmp/indirect.elf"
R[corogo/$b/indirect_ram]=$(sed -nE 's/^coroutine RAM: ([0-9]+) bytes.*/\1/p' "$tmp/indirect.elf.size")
# the frame of a goroutine with 16 receives / 16 two-case selects / 16 sleeps in a row: the
# statements' waiter state shares frame bytes (issue #32 item 2)
for k in recv select sleep; do
    {
        printf 'package main\n\nimport "time"\n\nvar c = make(chan int, 1)\nvar d = make(chan int, 1)\n\nfunc g() {\n\ts := 0\n'
        for _ in $(seq 16); do
            case $k in
            recv) printf '\ts += <-c\n' ;;
            select) printf '\tselect {\n\tcase x := <-c:\n\t\ts += x\n\tcase y := <-d:\n\t\ts -= y\n\t}\n' ;;
            sleep) printf '\ttime.Sleep(time.Millisecond)\n' ;;
            esac
        done
        printf '\tprintln(s)\n}\n\nfunc main() {\n\tgo g()\n'
        [ $k = sleep ] || printf '\tfor i := 0; i < 16; i++ {\n\t\tc <- i\n\t}\n'
        printf '\ttime.Sleep(time.Second)\n}\n'
    } >"$tmp/waiters_$k.go"
    gobuild "$b" "$tmp/waiters_$k.elf" "$tmp/waiters_$k.go"
    R[corogo/$b/waiters_$k]=$(frame_of "$tmp/waiters_$k.elf.size" g)
done
# the pool slot of a realistic goroutine (bench/worker6.go: six loops, selects, a timer, sends)
gobuild "$b" "$tmp/worker6.elf" "$here/worker6.go"
R[corogo/$b/worker6_slot]=$(slot_of "$tmp/worker6.elf.size" worker)
# channels (bench/chan.go) beside interrupt.Signal; RAM per channel from the static channel buf's symbols
# (<var>$chan: the rt_chan, <var>$chanbuf: its buffer)
gobuild "$b" "$tmp/chan.elf" "$here/chan.go" "$here/instret.c"
collect corogo "$b" "$tmp/chan.elf"
R[corogo/$b/chan_bytes]=$(("0x$(llvm-nm-19 -S "$tmp/chan.elf" | awk '$4 == "main.buf$chan" { print $2 }')"))
R[corogo/$b/chanbuf_bytes]=$(("0x$(llvm-nm-19 -S "$tmp/chan.elf" | awk '$4 == "main.buf$chanbuf" { print $2 }')"))
# package initialisation (bench/init_tables.go): instructions since reset and heap in use at main's
# first line, and flash, with the tables built at compile time (interp.c) and with -init-at-startup
for v in interp startup; do
    flags=()
    [ $v = startup ] && flags=(-init-at-startup)
    gobuild "$b" "$tmp/init_$v.elf" "${flags[@]}" "$here/init_tables.go" "$here/instret.c"
    collect "init_$v" "$b" "$tmp/init_$v.elf"
    for k in init_instr init_heap; do R[corogo/$b/${k}_$v]=${R[init_$v/$b/$k]:-}; done
    read -r R[corogo/$b/init_flash_$v] _ < <(flash_ram "$tmp/init_$v.elf")
done
# frames <row> <generator> <n> <C++ define>: corogo's frame of g and C++'s peak frame bytes
frames() {
    "$2" "$3" "$tmp/$1.go"
    gobuild "$b" "$tmp/$1.elf" "$tmp/$1.go"
    R[corogo/$b/$1]=$(frame_of "$tmp/$1.elf.size" g)
    "$2" "$3" "$tmp/$1_ni.go" noinline # every level a coroutine of its own (//go:noinline)
    gobuild "$b" "$tmp/$1_ni.elf" "$tmp/$1_ni.go"
    R[corogo/$b/$1_ni]=$(frame_of "$tmp/$1_ni.elf.size" g)
    cbuild "$b" "$tmp/cf.elf" c++ "$here/cxx_frames.cpp" "$4"
    collect cxx_rt "$b" "$tmp/cf.elf"
    R[cxx_rt/$b/$1]=${R[cxx_rt/$b/frames]}
    R[cxx_rt/$b/$1_ni]=${R[cxx_rt/$b/frames]}
}
for d in "${depths[@]}"; do
    frames "frames_depth$d" gen_depth_go "$d" -DDEPTH="$d"
    R[stack_inl/$b/frames_depth$d]=${R[stack_inl/$b/stack$d]}
    R[stack_inl/$b/frames_depth${d}_ni]=${R[stack_inl/$b/stack$d]}
done
for k in "${seqs[@]}"; do
    frames "frames_seq$k" gen_seq_go "$k" -DSEQ="$k"
done

# the seed example: frame bytes (riscv32-virt), flash and RAM (mps2-an385); the baselines must
# print what corogo's build prints
gobuild "$b" "$tmp/demo.elf" -heap=none "$here/../examples/demo.go"
R[corogo/$b/seed_bytes]=$(slot_of "$tmp/demo.elf.size" helper)
emulate "$b" "$tmp/demo.elf" >"$tmp/demo.want"
cbuild "$b" "$tmp/demo_cxx.elf" c++ "$here/demo.cpp" -DBENCH_REPORT_FRAMES
collect cxx_rt "$b" "$tmp/demo_cxx.elf"
grep -v '^seed_bytes' "$tmp/run.out" | cmp -s - "$tmp/demo.want" || { echo "bench: demo.cpp's output differs from demo.go's" >&2; exit 1; }
cbuild "$b" "$tmp/demo_sm.elf" c "$here/demo_sm.c" -DBENCH_REPORT_FRAMES
collect sm_rt "$b" "$tmp/demo_sm.elf"
grep -v '^seed_bytes' "$tmp/run.out" | cmp -s - "$tmp/demo.want" || { echo "bench: demo_sm.c's output differs from demo.go's" >&2; exit 1; }
b=mps2-an385
for ex in demo blinky; do
    "$corogo" build -target=$b -Os -heap=none -o "$tmp/$ex.elf" "$here/../examples/$ex.go" >/dev/null
    read -r R[corogo/$b/flash_$ex] R[corogo/$b/ram_$ex] < <(flash_ram "$tmp/$ex.elf")
done
cbuild $b "$tmp/demo_cxx.elf" c++ "$here/demo.cpp"
read -r R[cxx_rt/$b/flash_demo] R[cxx_rt/$b/ram_demo] < <(flash_ram "$tmp/demo_cxx.elf")
cbuild $b "$tmp/demo_sm.elf" c "$here/demo_sm.c"
read -r R[sm_rt/$b/flash_demo] R[sm_rt/$b/ram_demo] < <(flash_ram "$tmp/demo_sm.elf")

# compile time: CPU µs per line, the best of 3 runs (1 with -smoke), corogo build -O2 (the whole
# pipeline and the link) against clang-19 -O2 -c on the same code in C; sync code and code whose
# every function may suspend, its awaits inlined where cg_inline.c inlines them (co = 1), with
# //go:noinline on every function, so each is a coroutine of its own (co = 2), and the same code as
# methods of a type (co = 3, inlined like functions)
nfun=100
runs=3
[ $smoke = 1 ] && { nfun=20; runs=1; }
for co in 0 1 2 3; do
    gen_compile "$nfun" "$tmp/c$co.go" "$tmp/c$co.c" "$((co > 0))" "$([ $co = 3 ] && echo method)"
    lines=$(wc -l <"$tmp/c$co.go") # before the directives: the same code per line
    [ $co = 2 ] && sed -i 's|^func f|//go:noinline\nfunc f|' "$tmp/c$co.go"
    best_go=999 best_c=999
    for ((r = 0; r < runs; r++)); do
        t=$(cpu "$corogo" build -target=riscv32-virt -O2 -o "$tmp/c.elf" "$tmp/c$co.go")
        best_go=$(awk -v a="$t" -v b="$best_go" 'BEGIN { print (a < b ? a : b) }')
        # shellcheck disable=SC2086
        t=$(cpu clang-19 ${CF[riscv32-virt]} -O2 -c -o "$tmp/c.o" "$tmp/c$co.c")
        best_c=$(awk -v a="$t" -v b="$best_c" 'BEGIN { print (a < b ? a : b) }')
    done
    R[corogo/host/compile$co]=$(awk -v t="$best_go" -v l="$lines" 'BEGIN { printf "%.0f", t * 1e6 / l }')
    R[clang/host/compile$co]=$(awk -v t="$best_c" -v l="$(wc -l <"$tmp/c$co.c")" 'BEGIN { printf "%.0f", t * 1e6 / l }')
    R[lines/host/compile$co]=$lines
done

# ---------------------------------------------------------------- the table
impls=(cxx_rt cxx_inl stack_inl sm_rt sm_inl)
cell() { # <impl> <board> <key> <corogo value>
    local v=${R[$1/$2/$3]:-}
    if [ -z "$v" ]; then
        printf ' — |'
    elif [ -z "$4" ] || [ "$v" = 0 ]; then
        printf ' %s |' "$v"
    else
        printf ' %s (%s×) |' "$v" "$(awk -v a="$4" -v b="$v" 'BEGIN { printf "%.2f", a / b }')"
    fi
}
row() { # <label> <board> <key> [<impl for the compile row's C column>]
    local c=${R[corogo/$2/$3]:-} i
    printf '| %s | %s |' "$1" "${c:-—}"
    for i in "${impls[@]}"; do
        if [ "${4:-}" = "$i" ]; then cell clang "$2" "$3" "$c"; else cell "$i" "$2" "$3" "$c"; fi
    done
    echo
}
echo "## corogo against its baselines (make bench)"
echo
echo "Instructions (QEMU -icount shift=0; riscv32-virt: minstret; mps2-an385: the time base) and bytes;"
echo "each baseline cell: its value (corogo / baseline). Switch rows: instructions per switch from one"
echo "goroutine to the next; rt = on corogo's runtime (sched.c), inl = own inlined FIFO scheduler."
echo
echo "| row | corogo | C++20 rt | C++20 inl (symmetric transfer) | stackful inl | C state machine rt | C state machine inl |"
echo "|---|---|---|---|---|---|---|"
for b in "${boards[@]}"; do
    row "yield ping-pong, 2 goroutines ($b)" $b ring2
    for d in 1 4 16; do row "resume at await depth $d, 2 goroutines ($b)" $b "resume$d"; done
    row "spawn: go + run + finish, suspends once ($b)" $b spawn
    row "spawn when the pool is full: the same, 49 of 50 frames from the heap (-gc=conservative; $b)" $b spawn_heap
    for k in int str; do
        for n in 10 1000; do
            row "map insert of a new key, $k keys, maps of $n entries (amortised rebuilds; $b)" $b "map_insert_$k$n"
            row "map lookup of a present key, $k keys, $n entries ($b)" $b "map_lookup_$k$n"
        done
    done
    row "small allocation (16-byte object, -gc=conservative; $b)" $b gc_alloc
    row "append of one element (amortised growth from nil to 1,000 ints; $b)" $b gc_append
    row "GC pause: runtime.GC() of a 16 KiB heap with 50% live data ($b)" $b gc_pause
    row "flash of the collector, gc.c (the leaking arena: ${R[corogo/$b/arena_flash]:-?} bytes; $b)" $b gc_flash
done
for b in "${boards[@]}"; do
    for t in f32 f64; do
        for op in add mul div sqrt; do row "$t $op (soft float; sqrt: math.Sqrt), per operation ($b)" $b "${t}_$op"; done
    done
    row "flash a float32 program adds over the same on int64 (+ - * /, compare, int conversion, println) ($b)" $b flash_float32
    row "flash a float64 program adds over the same on int64 ($b)" $b flash_float64
done
b=riscv32-virt
for g in 8 32; do row "round robin of $g goroutines, per switch" $b "ring$g"; done
row "yield ping-pong after a warm-up loop of yields (bench/yieldloops.go)" $b pp_warm
row "yield ping-pong in a method goroutine (go w.run())" $b pp_method
row "yield ping-pong with a call that does not suspend in the loop" $b pp_call
row "yield ping-pong in a resume function of more than 64 basic blocks" $b pp_large
row "spawn: bytes per goroutine (slot / frame / stack+TCB / struct)" $b spawn_bytes
for d in "${depths[@]}"; do row "frame bytes at await depth $d, awaits inlined (stackful: painted stack + TCB)" $b "frames_depth$d"; done
for d in "${depths[@]}"; do row "frame bytes at await depth $d, //go:noinline levels (stackful: painted stack + TCB)" $b "frames_depth${d}_ni"; done
for k in "${seqs[@]}"; do row "frame bytes, $k sequential awaits, inlined" $b "frames_seq$k"; done
for k in "${seqs[@]}"; do row "frame bytes, $k sequential awaits, //go:noinline leaf" $b "frames_seq${k}_ni"; done
row "seed helper goroutine: bytes (corogo slot, C++ frames, painted stack + TCB, struct)" $b seed_bytes
row "ISR (Go handler's first statement) → woken goroutine's first instruction" $b isr
row "timer: time.Sleep and its wake-up, 1 sleeper (bench/timers.go)" $b timer1
row "timer: time.Sleep and its wake-up, 100 goroutines sleeping the same period" $b timer100
row "interface call in a goroutine, target may suspend but does not (bench/indirect.go)" $b iface_maysuspend
row "plain interface call in a goroutine (no implementation can suspend; //go:noinline target)" $b iface_plain
row "func value call in a goroutine, target may suspend but does not" $b fv_maysuspend
row "coroutine RAM of bench/indirect.go (pools + general frame pool), bytes" $b indirect_ram
row "goroutine frame bytes: 16 receives in a row" $b waiters_recv
row "goroutine frame bytes: 16 two-case selects in a row" $b waiters_select
row "goroutine frame bytes: 16 time.Sleep in a row" $b waiters_sleep
row "a realistic goroutine's pool slot, bytes: six loops, selects, a timer (bench/worker6.go)" $b worker6_slot
row "unbuffered channel hand-off between 2 goroutines (send, switch, receive)" $b chan_handoff
row "interrupt.Signal hand-off between 2 goroutines (Notify, switch, Wait)" $b signal_handoff
row "buffered channel send + receive in one goroutine, per pair" $b chan_buffered
row "select of 2 receive cases, one ready (with its buffered send)" $b select2
row "select of 4 receive cases, one ready (with its buffered send)" $b select4
row "RAM per channel: header bytes (static rt_chan)" $b chan_bytes
row "RAM per channel: buffer bytes of make(chan int, 4)" $b chanbuf_bytes
for v in interp startup; do
    how="built at compile time"
    [ $v = startup ] && how="-init-at-startup"
    row "start-up instructions before main's first line, bench/init_tables.go ($how)" $b "init_instr_$v"
    row "heap in use at main's first line, bytes, bench/init_tables.go ($how)" $b "init_heap_$v"
    row "flash of bench/init_tables.go ($how)" $b "init_flash_$v"
done
b=mps2-an385
row "flash of examples/demo.go (-heap=none), $b" $b flash_demo
row "RAM of examples/demo.go, $b" $b ram_demo
row "flash of examples/blinky.go, $b" $b flash_blinky
row "RAM of examples/blinky.go, $b" $b ram_blinky
row "compile time, µs CPU per line, sync code (${R[lines/host/compile0]} lines; C inl column: clang -O2 -c, same code in C)" host compile0 sm_inl
row "compile time, µs CPU per line, every function may suspend (${R[lines/host/compile1]} lines; C: clang -O2 -c)" host compile1 sm_inl
row "compile time, µs CPU per line, every function may suspend and is //go:noinline (${R[lines/host/compile2]} lines; C: clang -O2 -c)" host compile2 sm_inl
row "compile time, µs CPU per line, every method may suspend (${R[lines/host/compile3]} lines; C: clang -O2 -c, functions)" host compile3 sm_inl

# ---------------------------------------------------------------- compile-time scaling
[ $smoke = 1 ] && exit 0
# #11 item 10: CPU time and peak memory per 1,000 lines of corogo build -O2 on the compile row's
# sync code at about 1k, 10k and 100k lines; a compiler linear in the program keeps both flat
echo
# (#32 item 6: the same for code whose every method may suspend, to about 56k lines)
echo "| compile scaling (corogo build -O2) | lines | µs CPU per line | peak RSS, KiB per 1,000 lines |"
echo "|---|---|---|---|"
for nf in 80 800 8000 m80 m800 m3700; do
    gen_compile "${nf#m}" "$tmp/s.go" "$tmp/s.c" "$([ "${nf#m}" = "$nf" ] && echo 0 || echo 1)" \
        "$([ "${nf#m}" = "$nf" ] || echo method)"
    l=$(wc -l <"$tmp/s.go")
    /usr/bin/time -o "$tmp/s.time" -f '%U %S %M' "$corogo" build -target=riscv32-virt -O2 -o "$tmp/s.elf" "$tmp/s.go" >/dev/null 2>&1
    awk -v n="${nf#m}" -v what="$([ "${nf#m}" = "$nf" ] && echo 'functions, sync code' || echo 'methods, may suspend')" \
        -v l="$l" 'NF == 3 { printf "| %d %s | %d | %.0f | %.0f |\n", n, what, l, ($1 + $2) * 1e6 / l, $3 * 1000 / l }' "$tmp/s.time"
done

# #33 item 4: a map literal of constant keys and values (a table and a loop: cg_map.c; the
# checker's duplicate-key test hashes): CPU seconds of corogo build -O2 at 2,500, 10,000 and
# 20,000 entries, integer and string keys (goal: 20,000 integer keys under 2 s)
echo
echo "| compile scaling (one map literal, corogo build -O2) | entries | CPU s, int keys | CPU s, string keys |"
echo "|---|---|---|---|"
for n in 2500 10000 20000; do
    printf '|  | %d |' "$n"
    for kind in int string; do
        awk -v n="$n" -v kind="$kind" 'BEGIN {
            printf "package main\n\nvar m = map[%s]int{\n", kind
            for (i = 0; i < n; i++)
                if (kind == "int") printf "\t%d: %d,\n", i * 7, i; else printf "\t\"k%d\": %d,\n", i, i
            printf "}\n\nfunc main() {\n\tprintln(len(m))\n}\n"
        }' >"$tmp/m.go"
        /usr/bin/time -o "$tmp/m.time" -f '%U %S' "$corogo" build -target=riscv32-virt -O2 -o "$tmp/m.elf" "$tmp/m.go" >/dev/null 2>&1
        awk 'NF == 2 { printf " %.2f |", $1 + $2 }' "$tmp/m.time"
    done
    echo
done

# ---------------------------------------------------------------- the plot
if ! command -v gnuplot >/dev/null; then
    echo "bench: gnuplot not found (toolchain/setup.sh installs gnuplot-nox): no plot" >&2
    exit 0
fi
b=riscv32-virt
names=(corogo cxx_rt cxx_inl stack_inl sm_rt sm_inl)
series() { # <header> <x:key>...: one line per x, the instructions per switch of every implementation
    local xk i
    echo "# $1 corogo cxx_rt cxx_inl stack_inl sm_rt sm_inl (instructions per switch)"
    shift
    for xk in "$@"; do
        printf '%s' "${xk%%:*}"
        for i in "${names[@]}"; do printf ' %s' "${R[$i/$b/${xk#*:}]:-NaN}"; done
        echo
    done
}
series "depth (0 = ping-pong)" 0:ring2 1:resume1 4:resume4 16:resume16 >"$out/switch_depth.dat"
series goroutines 2:ring2 8:ring8 32:ring32 >"$out/switch_goroutines.dat"
{
    echo "# depth corogo cxx_rt stack_inl (bytes per goroutine)"
    for d in 1 4 16; do
        echo "$d ${R[corogo/$b/frames_depth$d]} ${R[cxx_rt/$b/frames_depth$d]} ${R[stack_inl/$b/frames_depth$d]}"
    done
} >"$out/bytes_depth.dat"
{
    echo "# goroutines corogo cxx_rt stack_inl sm_rt (bytes for that many seed helper goroutines)"
    for g in 1 8 32 128; do
        echo "$g $((g * R[corogo/$b/seed_bytes])) $((g * R[cxx_rt/$b/seed_bytes])) $((g * R[stack_inl/$b/seed_bytes])) $((g * R[sm_rt/$b/seed_bytes]))"
    done
} >"$out/bytes_goroutines.dat"
gnuplot <<EOF
set terminal pngcairo size 1200,900 font ",10"
set output "$out/bench.png"
set multiplot layout 2,2 title "corogo vs baselines, riscv32-virt (make bench)"
set key top left font ",8"
set grid
set title "instructions per switch vs await depth (0 = ping-pong)"
set xlabel "await depth"; set ylabel "instructions"
plot for [i=2:7] "$out/switch_depth.dat" using 1:i with linespoints title word("corogo C++20-rt C++20-inl stackful-inl SM-rt SM-inl", i-1)
set title "instructions per switch vs goroutines (round robin)"
set xlabel "goroutines"; set logscale x 2
plot for [i=2:7] "$out/switch_goroutines.dat" using 1:i with linespoints title word("corogo C++20-rt C++20-inl stackful-inl SM-rt SM-inl", i-1)
unset logscale x
set title "bytes per goroutine vs await depth"
set xlabel "await depth"; set ylabel "bytes"
plot for [i=2:4] "$out/bytes_depth.dat" using 1:i with linespoints title word("corogo-frame C++20-frames stackful-stack+TCB", i-1)
set title "RAM of n seed helper goroutines"
set xlabel "goroutines"; set logscale xy 2
plot for [i=2:5] "$out/bytes_goroutines.dat" using 1:i with linespoints title word("corogo-slots C++20-frames stackful-stacks SM-structs", i-1)
unset multiplot
EOF
echo
echo "plot: $out/bench.png (data: $out/*.dat)"

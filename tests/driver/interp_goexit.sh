# interp_goexit.sh - package initialisation runs at compile time in a program that calls
# runtime.Goexit and starts goroutines through func values and interface methods: the thunks of
# such programs name the entry they call in rt_go_entry (cg_defer.c), a global of the compiled
# code that interp.c can read (it stopped there before, at errors' first initialiser, leaving all
# of strconv's and unicode's initialisation to start-up: difftest seed 4 of gen_shape.py's first
# version took 11 s to build)
. "$(dirname "$0")/lib.sh"
COROGO_VERBOSE=1 run "$COROGO" build -target=riscv32-virt -Os -o g.elf "$ROOT/tests/programs/goexit_go_targets.go"
expect_rc 0 "build goexit_go_targets"
grep -F 'interp: ' "$T/err" > line || fail "no interp line on stderr"
grep -qF ', 0 left for start-up; stopped at' line || fail "initialisation did not run to main at compile time: $(cat line)"
grep -qF 'the end of initialisation' line || fail "interp stopped early: $(cat line)"
exit 0

# timer_link.sh BOARD - the timer queue (and recover.c's scheduler loops and Goexit's end, below) and the port's deadline timer are linked only into programs
# that use time: examples/demo.go (no time) has neither rt_timer_expired_from_isr nor
# port_timer_set_deadline, examples/blinky.go (time.Sleep) has both, and still runs its sleeps, but
# not the channel send of time.Timer's expiry (rt_chan_try_send_from_isr: timer.c reaches it
# through rt_timer_others, which only starting such a timer sets).
. "$(dirname "$0")/lib.sh"
B=$1
run "$COROGO" build -target="$B" -heap=none -o demo.elf "$ROOT/examples/demo.go"
expect_rc 0 "build demo.go"
"$NM" --defined-only demo.elf > syms || fail "llvm-nm demo.elf"
for s in rt_timer_expired_from_isr port_timer_set_deadline rt_timer_insert; do
    grep -q " $s\$" syms && fail "demo.go (no time) links $s"
done
# nor recover.c, whose scheduler loops take a landing for recoveries in suspended frames: only
# compiled code that recovers there refers to it (it comes after sched.c in the archive, so a
# call of rt_sched_block takes sched.c's)
grep -q " rt_sched_landing\$" syms && fail "demo.go (no recover) links recover.c"
run "$COROGO" build -target="$B" -heap=none -o blinky.elf "$ROOT/examples/blinky.go"
expect_rc 0 "build blinky.go"
"$NM" --defined-only blinky.elf > syms || fail "llvm-nm blinky.elf"
for s in rt_timer_expired_from_isr port_timer_set_deadline rt_timer_insert; do
    grep -q " $s\$" syms || fail "blinky.go (time.Sleep) does not link $s"
done
grep -q " rt_chan_try_send_from_isr\$" syms && fail "blinky.go (time.Sleep only) links rt_chan_try_send_from_isr"
# nor the end of a runtime.Goexit that no goroutine stopped, though it has panic sites (defer.c
# reaches that end through rt_goexit_unstopped, which only rt_goexit sets)
grep -q "main called runtime.Goexit" blinky.elf && fail "blinky.go (no Goexit) has Goexit's messages"
run "$COROGO" run -target="$B" -icount -heap=none "$ROOT/examples/blinky.go"
expect_rc 0 "run blinky.go"
grep -q "^done after 210[0-9] ms" out || fail "blinky.go's sleeps: $(tail -1 out)"
exit 0

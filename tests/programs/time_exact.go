// corogo:no-oracle (needs corogo run -icount, see time_exact.flags)
// Deterministic time: run with -icount (QEMU -icount shift=0,sleep=off), the emulated clock
// advances 1 ns per instruction and jumps over idle periods, so a sleep measures what was asked
// plus only the instructions of the wake-up path: within 0.1% here, where a loaded host without
// -icount adds hundreds of microseconds. Sync sleeps from 1 ms to 200 s (beyond one step of the
// Cortex-M deadline timer, 85.9 s, and one wrap of its 32-bit time base, 171.8 s: both re-arm and
// wrap paths run, in well under a second of host time); goroutines ($coro code, two await depths)
// sleeping at once, each measured; sleepers with one deadline wake in the order they slept.
package main

import "time"

func within(e, d time.Duration) bool { return e >= d && e-d < d/1000 }

func measure(id int, d time.Duration) {
	start := time.Now()
	time.Sleep(d)
	println("goroutine", id, "woke within 0.1%:", within(time.Since(start), d))
}

func outer(id int, d time.Duration) {
	measure(id, d)
	measure(id+10, d)
}

func main() {
	for _, d := range []time.Duration{time.Millisecond, 20 * time.Millisecond, 1500 * time.Millisecond,
		200 * time.Second} {
		start := time.Now()
		time.Sleep(d)
		println("sync sleep", int64(d/time.Millisecond), "ms within 0.1%:", within(time.Since(start), d))
	}
	go measure(1, 20*time.Millisecond)
	go outer(2, 20*time.Millisecond)
	go measure(3, 20*time.Millisecond)
	start := time.Now()
	time.Sleep(50 * time.Millisecond)
	println("main woke within 0.1%:", within(time.Since(start), 50*time.Millisecond))
}

// Real time (no -icount, unlike the other time_ programs): QEMU's timers follow the host's clock,
// interrupts arrive wherever the host's timing puts them, and a loaded host stretches everything.
// So only what must hold is checked: a sleep takes at least what was asked and (with a wide
// margin for load) well under a second; time advances while the CPU computes without sleeping;
// Sleep(0) and negative sleeps return at once. The exact measures are time_exact's, under -icount.
package main

import "time"

func spin(d time.Duration) int {
	start := time.Now()
	n := 0
	for time.Since(start) < d {
		n++
	}
	return n
}

func main() {
	for _, d := range []time.Duration{time.Millisecond, 20 * time.Millisecond, 100 * time.Millisecond} {
		start := time.Now()
		time.Sleep(d)
		e := time.Since(start)
		println("sleep", int64(d/time.Millisecond), "ms: at least that", e >= d, "under a second", e < d+time.Second)
	}
	start := time.Now()
	n := spin(5 * time.Millisecond)
	println("time advances while computing:", n > 0, time.Since(start) >= 5*time.Millisecond)
	t := time.Now()
	time.Sleep(0)
	time.Sleep(-time.Second)
	println("Sleep(0), Sleep(-1s) return at once:", time.Since(t) < time.Second)
}

// Sleepers wake in deadline order, whatever order they were started in and however deep the
// sleep is in their call chain; a goroutine can sleep several times; Sleep(0) does not wait;
// main, sleeping longest, prints last.
package main

import "time"

func nap(d time.Duration)  { time.Sleep(d) }
func doze(d time.Duration) { nap(d) } // the sleep is two awaits down

func sleeper(id int, d time.Duration) {
	println("sleeper", id, "sleeps", int64(d/time.Millisecond), "ms")
	doze(d)
	println("sleeper", id, "woke")
}

func twice(id int) {
	time.Sleep(5 * time.Millisecond)
	println("twice", id, "first")
	time.Sleep(50 * time.Millisecond)
	println("twice", id, "second")
}

func main() {
	go sleeper(4, 40*time.Millisecond)
	go sleeper(1, 10*time.Millisecond)
	go sleeper(3, 30*time.Millisecond)
	go twice(5)
	go sleeper(2, 20*time.Millisecond)
	go sleeper(6, 0)
	time.Sleep(150 * time.Millisecond)
	println("main woke last")
}

// Timers on channels: select with a time.After timeout, a value that beats the timeout, Timer
// Stop and Reset, a stopped Ticker that sends nothing more, and time.Tick.
// corogo:oracle
package main

import "time"

func later(c chan<- string, d time.Duration) {
	time.Sleep(d)
	c <- "value"
}

func main() {
	never := make(chan int)
	select {
	case v := <-never:
		println("got", v)
	case <-time.After(20 * time.Millisecond):
		println("timeout")
	}

	c := make(chan string)
	go later(c, 5*time.Millisecond)
	select {
	case s := <-c:
		println("got", s, "before the timeout")
	case <-time.After(500 * time.Millisecond):
		println("timeout")
	}

	t := time.NewTimer(time.Hour)
	println("stop:", t.Stop(), "again:", t.Stop())
	println("reset of a stopped timer:", t.Reset(10*time.Millisecond))
	start := time.Now()
	<-t.C
	println("fired after 10ms:", time.Since(start) >= 9*time.Millisecond)
	println("reset of an expired timer:", t.Reset(time.Millisecond))
	<-t.C

	tk := time.NewTicker(5 * time.Millisecond)
	n := 0
	for range tk.C {
		n++
		if n == 3 {
			break
		}
	}
	tk.Stop()
	time.Sleep(12 * time.Millisecond) // a tick may have been sent before Stop: drain it
	select {
	case <-tk.C:
	default:
	}
	select {
	case <-tk.C:
		println("tick after Stop")
	case <-time.After(30 * time.Millisecond):
		println("3 ticks, none after Stop")
	}
	tc := time.Tick(2 * time.Millisecond)
	<-tc
	<-tc
	println("tick channel nil for d <= 0:", time.Tick(0) == nil)
}

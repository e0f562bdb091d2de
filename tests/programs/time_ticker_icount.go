// A Ticker drives a goroutine for 10 ticks; under -icount (QEMU's deterministic virtual time) each
// tick's time is exactly a multiple of the period after the start. That needs the work between
// time.Now() and the ticker's creation (a channel, a goroutine, the ticker: three allocations) to
// take under 1 us = 1,000 instructions: true of the bump arena (-gc=leaking, .flags), not of the
// collector, whose allocations cost about 200 instructions more each (it prints 10001 us).
package main

import "time"

func ticks(start time.Time, done chan<- bool) {
	t := time.NewTicker(10 * time.Millisecond)
	for i := 1; i <= 10; i++ {
		now := <-t.C
		println("tick", i, "at", now.Sub(start)/time.Microsecond, "us")
	}
	t.Stop()
	done <- true
}

func main() {
	start := time.Now()
	done := make(chan bool)
	go ticks(start, done)
	<-done
}

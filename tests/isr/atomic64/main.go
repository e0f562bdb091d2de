// 64-bit sync/atomic against an interrupt handler: a periodic hardware timer (the board's test
// timer, irq_<cpu>.go) interrupts every 20 us; its handler and main both add to one int64 counter
// (atomic.AddInt64, deltas of 2^32 + 1 so both words change) and one atomic.Uint64, and the handler
// stores values whose two 32-bit halves are equal into another atomic.Uint64 that main keeps
// loading: on these 32-bit CPUs a 64-bit access is two, so only masking keeps every increment and
// makes every load see both halves of one store (without the masking, both checks fail). The
// values of the other operations are tests/programs/sync_atomic64.
package main

import (
	"interrupt"
	"machine"
	"sync/atomic"
	"time"
)

const delta = 1<<32 + 1

var fired, limit int
var counter int64
var ucount atomic.Uint64
var halves atomic.Uint64

func tick() {
	machine.TimerAck()
	if fired < limit {
		fired++
		atomic.AddInt64(&counter, delta)
		ucount.Add(3)
		k := uint64(fired)
		halves.Store(k<<32 | k)
		if fired == limit {
			machine.TimerStop()
		}
	}
}

func main() {
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	limit = 20000
	machine.TimerStart(20 * time.Microsecond)
	n, torn, loads := 0, 0, 0
	for fired < limit {
		atomic.AddInt64(&counter, delta)
		ucount.Add(5)
		n++
		h := halves.Load()
		loads++
		if h>>32 != h&0xffffffff {
			torn++
		}
	}
	interrupt.Disable(timerIRQ)
	println("counter == (handler's + main's) * delta:", atomic.LoadInt64(&counter) == int64(fired+n)*delta)
	println("ucount == handler's * 3 + main's * 5:", ucount.Load() == uint64(fired)*3+uint64(n)*5)
	println("torn loads:", torn, "loads > 0:", loads > 0)
}

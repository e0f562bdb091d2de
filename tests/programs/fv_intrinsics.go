// corogo:no-oracle (machine and interrupt are corogo's packages)
// Func values and method values of package functions implemented by the runtime (intrinsics) that
// cannot block: machine.LED.High, math.Float64bits, time.Now, Signal.Pending.
package main

import (
	"interrupt"
	"machine"
	"math"
	"time"
)

var sig interrupt.Signal

var _ = sig.Pending

func main() {
	on := machine.LED.High
	off := machine.LED.Low
	on()
	off()
	f := math.Float64bits
	println(f(1.0) == 0x3ff0000000000000)
	now := time.Now
	println(now().Before(now().Add(time.Second)))
}

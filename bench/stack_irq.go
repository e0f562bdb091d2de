package main

// stack_irq.go - bench/stack.sh: the instructions an interrupt costs, trap entry included. The same
// work (300,000 loop iterations) runs once quietly and once under a 50 us periodic timer interrupt
// whose Go handler only acknowledges and counts; prints "per-interrupt <(busy - quiet) / count>".
// The timer is the riscv32-virt one (PLIC source 11); bench/stack.sh makes the mps2-an385 copy
// (IRQ 9).

import (
	"interrupt"
	"machine"
	"time"
)

//go:linkname bench_instret bench_instret
func bench_instret() int

const timerIRQ = 11

var fired, sink int

//corogo:interrupt 11
func tick() {
	machine.TimerAck()
	fired++
}

func work() int {
	t := bench_instret()
	for i := 0; i < 300000; i++ {
		sink += i ^ sink
	}
	return bench_instret() - t
}

func main() {
	quiet := work()
	interrupt.SetPriority(timerIRQ, 1)
	interrupt.Enable(timerIRQ)
	machine.TimerStart(50 * time.Microsecond)
	busy := work()
	machine.TimerStop()
	println("per-interrupt", (busy-quiet)/fired, "interrupts", fired)
}

package main

// timers.go - bench/bench.sh's timer rows (riscv32-virt): n goroutines each sleep the same period
// (1 ms) R times, beside a spinner goroutine that yields in a loop so that the CPU never idles:
// under -icount the instruction counter goes on counting while the CPU waits in WFI, so the idle
// time would otherwise drown the figure. The spinner's cost per turn is calibrated first with the
// same code and no sleeper; every instruction of the measured run that is not a spinner turn is
// timer work: the queue's insert, the timer interrupt taking the earliest node, the ready queue,
// the resume, the sleeper's loop. Divided by the n*R wake-ups it is the cost of one sleep and its
// wake-up; with one sleeper it is the path alone, with 100 it shows what the queue's size adds.
// Prints "timer<n> <instructions> <wake-ups>".

import (
	"runtime"
	"sync"
	"time"
)

//go:linkname bench_instret bench_instret
func bench_instret() int

const R = 10

var wg sync.WaitGroup
var stop bool
var spins, limit, woken int

// spinner yields until stop, or until it has yielded limit times (limit < 0: no limit)
func spinner() {
	for !stop && spins != limit {
		spins++
		runtime.Gosched()
	}
	wg.Done()
}

func sleeper(n int) {
	for i := 0; i < R; i++ {
		time.Sleep(time.Millisecond)
	}
	woken++
	if woken == n {
		stop = true
	}
	wg.Done()
}

// spin runs the spinner alone for k turns, or (k < 0) with n sleepers until the last one is done;
// the instructions it took and the spinner's turns
func spin(k, n int) (int, int) {
	stop, spins, limit, woken = false, 0, k, 0
	wg.Add(n + 1)
	for i := 0; i < n; i++ {
		go sleeper(n)
	}
	go spinner()
	t0 := bench_instret()
	wg.Wait()
	return bench_instret() - t0, spins
}

func main() {
	const K = 100000
	calib, _ := spin(K, 0)
	for _, n := range []int{1, 100} {
		total, turns := spin(-1, n)
		work := total - int(int64(turns)*int64(calib)/K)
		if n == 1 {
			println("timer1", work, n*R)
		} else {
			println("timer100", work, n*R)
		}
	}
}

package main

// yieldloops.go - bench/bench.sh's ping-pong rows on other shapes than bench/resume.go's (issue
// #32 item 4, the resume fast path of src/transform/fastpath.c): two goroutines yield
// (runtime.Gosched) N times each in turn, once with a warm-up loop of yields before the measured
// loop, once in a method started as `go w.run()`, once with a call that does not suspend in the
// loop, and once in a resume function of more than 64 basic blocks (a switch of println cases
// before the loop). Goroutine 0 counts the 2*N switches of its measured loop with bench_instret
// (instret.c) and prints "<row> <instructions> <switches>". Run under QEMU -icount shift=0.

import (
	"interrupt"
	"runtime"
)

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

var done interrupt.Signal

var sink int

func report(row string, id int, n int) {
	if id == 0 {
		println(row, n, 2*N)
	}
	done.Notify()
}

// a warm-up loop of yields, then the measured loop: the hot loop is the second one
func warm(id int) {
	for i := 0; i < N/10; i++ {
		runtime.Gosched()
	}
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		runtime.Gosched()
	}
	report("pp_warm", id, bench_instret()-t0)
}

type worker struct{ id, n int }

// the loop's bound read through the receiver: LLVM keeps the counter's store above that load
func (w *worker) run() {
	t0 := bench_instret()
	for i := 0; i < w.n; i++ {
		runtime.Gosched()
	}
	report("pp_method", w.id, bench_instret()-t0)
}

//go:noinline
func work(i int) { sink += i }

// a call that cannot suspend on the yield path
func calls(id int) {
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		work(i)
		runtime.Gosched()
	}
	report("pp_call", id, bench_instret()-t0)
}

// many paths before the loop: its resume function has more than 64 basic blocks
func large(id int, k int) {
	switch k {
	case 1:
		println("one", k)
	case 2:
		println("two", k+1)
	case 3:
		println("three", k+2)
	case 4:
		println("four", k+3)
	case 5:
		println("five", k+4)
	case 6:
		println("six", k+5)
	case 7:
		println("seven", k+6)
	case 8:
		println("eight", k+7)
	case 9:
		println("nine", k+8)
	case 10:
		println("ten", k+9)
	case 11:
		println("eleven", k+10)
	case 12:
		println("twelve", k+11)
	}
	for j := 0; j < k; j++ {
		if j%3 == 0 {
			println("a", j)
		} else if j%3 == 1 {
			println("b", j)
		}
		runtime.Gosched()
		if j%5 == 0 {
			println("c", j)
		} else if j%7 == 0 {
			println("d", j)
		}
	}
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		runtime.Gosched()
	}
	n := bench_instret() - t0
	switch k {
	case 1:
		println("one", n)
	case 2:
		println("two", n)
	case 3:
		println("three", n)
	case 4:
		println("four", n)
	case 5:
		println("five", n)
	case 6:
		println("six", n)
	}
	report("pp_large", id, n)
}

// the phases run one after another in a goroutine (waiting in coroutine code), so main returns
// and the scheduler runs with nothing blocked in sync code
func phases() {
	go warm(0)
	go warm(1)
	done.Wait()
	done.Wait()
	w0, w1 := &worker{id: 0, n: N}, &worker{id: 1, n: N}
	go w0.run()
	go w1.run()
	done.Wait()
	done.Wait()
	go calls(0)
	go calls(1)
	done.Wait()
	done.Wait()
	go large(0, 0)
	go large(1, 0)
	done.Wait()
	done.Wait()
}

func main() {
	go phases()
}

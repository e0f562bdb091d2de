// corogo:oracle
// A deferred function literal in a loop (for, range, a goto loop) runs once per iteration with that
// iteration's variables: each deferred instance has its own record and captured variables, also
// when the literal is bound to a local first, and in a goroutine across suspends.
package main

import "runtime"

func forLoop() {
	for i := 0; i < 3; i++ {
		j := i * 10
		defer func() { println("for", j) }()
	}
}

func rangeSum(xs []int) (sum int) {
	for _, x := range xs {
		v := x
		defer func() { sum = sum*10 + v }()
	}
	return 0
}

func gotoLoop() {
	i := 0
again:
	k := i
	defer func() { println("goto", k) }()
	i++
	if i < 3 {
		goto again
	}
}

func bound() {
	for i := 0; i < 3; i++ {
		n := i + 100
		d := func() { println("bound", n) }
		defer d()
	}
}

func worker(done chan bool) {
	defer func() { done <- true }()
	for i := 0; i < 3; i++ {
		w := i
		defer func() {
			runtime.Gosched()
			println("worker", w)
		}()
		runtime.Gosched()
	}
}

func main() {
	forLoop()
	println(rangeSum([]int{1, 2, 3}))
	gotoLoop()
	bound()
	done := make(chan bool)
	go worker(done)
	<-done
}

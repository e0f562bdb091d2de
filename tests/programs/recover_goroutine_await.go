// corogo:oracle
// recover() in a call deferred by a goroutine's function that is suspended under a call it awaits
// when the panic comes (docs/defer.md, "In a goroutine"): the panic happens in a callee after that
// callee suspended (so only the scheduler's resume of the innermost frame is on the stack), the
// function's deferred call recovers, and the function returns its named results to its caller (or
// ends its goroutine) after its other deferred calls ran. Also: a recoverer in the middle of an
// await chain, a run-time error, a panic in the callee before it suspends, calls through a func
// value and an interface, a recursion, a deferred call that suspends and then panics with an older
// deferred call recovering it, and hundreds of recoveries in loops.
package main

import "runtime"

func leaf(n int) int {
	runtime.Gosched()
	if n < 0 {
		panic("negative")
	}
	return n * 2
}

func middle(n int) int {
	v := leaf(n) // no defer here: the panic passes through
	return v + 1
}

// recovers a panic of its callee after the callee suspended; its named result comes back
func guarded(n int) (res int, err string) {
	defer func() {
		if r := recover(); r != nil {
			err = r.(string)
			res = -1
		}
	}()
	defer println("guarded's first deferred call, n =", n)
	res = middle(n)
	println("guarded: not reached for a negative n")
	return res, ""
}

func index(a []int, i int) int {
	runtime.Gosched()
	return a[i]
}

func bounds(i int) (v int) {
	defer func() {
		if r := recover(); r != nil {
			println("bounds recovered:", r.(error).Error())
			v = 100
		}
	}()
	return index([]int{7, 8, 9}, i)
}

// the callee panics in its ramp, before it suspends: the frame awaiting it is still running
func early(n int) int {
	if n > 5 {
		panic("too big")
	}
	runtime.Gosched()
	return n
}

func ramp(n int) (r int) {
	defer func() {
		if x := recover(); x != nil {
			println("ramp recovered:", x.(string))
			r = 55
		}
	}()
	return early(n)
}

type stepper interface{ step(int) int }

type slow struct{ k int }

func (s slow) step(n int) int {
	runtime.Gosched()
	if n == s.k {
		panic(s)
	}
	return n + s.k
}

func viaIface(s stepper, n int) (out int) {
	defer func() {
		if r := recover(); r != nil {
			println("viaIface recovered a slow with k =", r.(slow).k)
			out = -2
		}
	}()
	return s.step(n) * 10
}

func viaFunc(f func(int) int, n int) (out int) {
	defer func() {
		if r := recover(); r != nil {
			println("viaFunc recovered:", r.(string))
			out = -3
		}
	}()
	return f(n) + 1000
}

func down(n int) int {
	if n == 0 {
		runtime.Gosched()
		panic("bottom")
	}
	return down(n-1) + 1
}

func recursive(n int) (depth int) {
	defer func() {
		if r := recover(); r != nil {
			println("recursive recovered:", r.(string))
			depth = -n
		}
	}()
	return down(n)
}

// the recoverer is in the middle of the chain: its caller carries on with its result
func outer(n int) int {
	r, err := guarded(n)
	println("outer: guarded gave", r, err)
	return r + 1
}

// a deferred call that suspends and then panics; an older deferred call of the same function recovers
func lateDefer(out chan int) (res int) {
	defer func() {
		if r := recover(); r != nil {
			println("lateDefer recovered:", r.(string))
			res = 77
		}
	}()
	defer func() {
		runtime.Gosched()
		panic("late")
	}()
	runtime.Gosched()
	return 1
}

func worker(done chan bool) {
	defer func() { done <- true }()
	r, err := guarded(4)
	println("guarded(4):", r, err)
	r, err = guarded(-4)
	println("guarded(-4):", r, err)
	println("outer(-1):", outer(-1))
	println("bounds(1):", bounds(1))
	println("bounds(5):", bounds(5))
	println("ramp(3):", ramp(3))
	println("ramp(9):", ramp(9))
	println("viaIface(2):", viaIface(slow{3}, 2))
	println("viaIface(3):", viaIface(slow{3}, 3))
	f := func(n int) int {
		runtime.Gosched()
		if n%2 == 1 {
			panic("odd")
		}
		return n
	}
	println("viaFunc(2):", viaFunc(f, 2))
	println("viaFunc(3):", viaFunc(f, 3))
	println("recursive(3):", recursive(3))
	println("lateDefer:", lateDefer(nil))
	println("sum of 100 recoveries:", quietSum(100))
	// enough recoveries to run out of frames if a recovery lost any (the general pool is 8 KiB)
	sum := 0
	for i := 0; i < 300; i++ {
		sum += quiet(i) + quiet2(i)
	}
	println("sum of 600 recoveries:", sum)
}

func quiet(n int) (res int) {
	defer func() {
		if recover() != nil {
			res = -n
		}
	}()
	return middle(n - 50)
}

// the panic comes from a frame resumed when the call it awaited returned
func after(n int) int {
	v := leaf(n)
	if v < 0 {
		panic("after")
	}
	return v
}

func quiet2(n int) (res int) {
	defer func() {
		if recover() != nil {
			res = n
		}
	}()
	return after(1-n) + after(-n)
}

func quietSum(k int) int {
	sum := 0
	for i := 0; i < k; i++ {
		sum += quiet(i)
	}
	return sum
}

func summer(k int, sums chan int) { sums <- quietSum(k) }

// a goroutine whose top function recovers; main is blocked in a channel receive meanwhile
func top(done chan bool) {
	defer func() {
		if r := recover(); r != nil {
			println("top recovered:", r.(string))
		}
		done <- true
	}()
	middle(-7)
	println("top: not reached")
}

func main() {
	done := make(chan bool, 1)
	go worker(done)
	<-done
	go top(done)
	<-done
	// main yields (runtime.Gosched in sync code runs the goroutines) while a goroutine recovers
	go top(done)
	for len(done) == 0 {
		runtime.Gosched()
	}
	<-done
	// three goroutines recovering in turn, interleaved by the scheduler
	sums := make(chan int, 3)
	for k := 10; k <= 30; k += 10 {
		go summer(k, sums)
	}
	println("sums:", <-sums+<-sums+<-sums)
	println("main done")
}

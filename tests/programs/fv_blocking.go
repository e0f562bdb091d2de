// Blocking intrinsics as func values, method values, method expressions and interface methods:
// time.Sleep, (*interrupt.Signal).Wait. Each is its library's //corogo:funcvalue form, a Go
// function with a $coro entry, so a goroutine calling through the value suspends: the waiter
// below blocks in wait() through a method value while main (sync code) notifies it, which only
// works when the goroutine really suspended instead of blocking inside its resume.
package main

import (
	"interrupt"
	"time"
)

var sig, back interrupt.Signal

type waiter interface{ Wait() }

func run(f func(time.Duration), n int) {
	for i := 0; i < n; i++ {
		f(time.Millisecond)
		println("tick", i)
	}
}

func waiterLoop(w waiter, wait func(), we func(*interrupt.Signal)) {
	for i := 0; i < 6; i++ {
		switch i % 3 {
		case 0:
			wait()
		case 1:
			we(&sig)
		default:
			w.Wait()
		}
		println("woken", i)
		back.Notify()
	}
}

func main() {
	sleep := time.Sleep
	sleep(time.Millisecond)
	run(time.Sleep, 2)
	go run(sleep, 2)
	time.Sleep(10 * time.Millisecond)

	go waiterLoop(&sig, sig.Wait, (*interrupt.Signal).Wait)
	for i := 0; i < 6; i++ {
		println("notify", i)
		sig.Notify()
		back.Wait()
	}

	var x any = &sig
	n := x.(interface{ Notify() })
	n.Notify()
	p := (*interrupt.Signal).Pending
	println("pending", p(&sig))
	nf := sig.Notify
	nf()
	println("pending", sig.Pending())
}

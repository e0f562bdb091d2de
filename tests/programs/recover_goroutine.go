package main

// corogo:oracle
// recover() in a call deferred by a goroutine's function (its $coro version runs) after it
// suspended (Gosched, channel operations): the panic of its own body or of a sync callee is
// recovered, the value is inspected (a string, a runtime error's Error()), the named result set
// by the deferred call is what the goroutine's function returns, and the goroutine's other
// deferred calls run (one of them can suspend: a send awaited by the return block); the program goes on.

import "runtime"

func fix(tag string, out chan string) {
	if r := recover(); r != nil {
		out <- tag + ": " + r.(error).Error()
	}
}

func index(a []int, i int) int { return a[i] }

func worker(id int, in chan int, out chan string) (res int) {
	defer func() {
		if r := recover(); r != nil {
			s, _ := r.(string)
			out <- "worker recovered " + s
			res = -id
		}
	}()
	res = id
	runtime.Gosched()
	v := <-in
	out <- "worker got a value"
	if v == 2 {
		panic("bad value")
	}
	return v
}

func runner(id int, in chan int, out chan string) {
	defer func() { out <- "runner's last deferred call" }()
	defer fix("runner", out)
	a := []int{1}
	<-in
	runtime.Gosched()
	out <- "runner resumed"
	println("not printed", index(a, id))
}

func wrap(id int, in chan int, out chan string) {
	if r := worker(id, in, out); r < 0 {
		out <- "worker returned a negative result"
	} else {
		out <- "worker returned its result"
	}
}

func main() {
	in := make(chan int)
	out := make(chan string, 4) // a deferred call run by a panic must not wait for main (docs/defer.md)
	go wrap(1, in, out)
	in <- 1
	println(<-out)
	println(<-out)
	go wrap(2, in, out)
	in <- 2
	println(<-out)
	println(<-out)
	println(<-out)
	go runner(3, in, out)
	in <- 0
	println(<-out)
	println(<-out)
	println(<-out)
	println("end")
}

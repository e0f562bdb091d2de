// A frame whose deferred call suspends (it holds the panic) recovers a run-time error and panics
// again; an older frame, holding panics too, recovers that one. The first panic, which the held
// frame kept, is gone with that frame: later panics of the goroutine must not find it.
package main

import "runtime"

var zero int

func inner(x int) int {
	defer func() {
		runtime.Gosched()
		r := recover()
		println("inner recovered", r.(error).Error())
		panic(r.(error).Error() + " again")
	}()
	var v interface{} = x
	return len(v.(string))
}

func outer(x int) (res int) {
	defer func() {
		runtime.Gosched()
		r := recover()
		println("outer recovered", r.(string))
		res = -1
	}()
	res = inner(x)
	return
}

func later(x int) (res int) {
	defer func() {
		runtime.Gosched()
		r := recover()
		println("later recovered", r.(error).Error())
		res = -2
	}()
	return x / zero
}

func g(done chan int) {
	for i := 0; i < 3; i++ {
		println("outer", outer(i))
		println("later", later(i))
	}
	panic("final")
}

func main() {
	done := make(chan int)
	go g(done)
	<-done
	println("end")
}

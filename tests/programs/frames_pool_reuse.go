package main

import "runtime"

// A one-slot pool is enough for any number of goroutines of that function as long as each has
// finished before the next starts: a finished goroutine's slot goes back to its pool. Another
// function's pool (-pool=3 from the .flags) is independent.

//corogo:pool 1
func once(id int) int {
	coroSuspend()
	println("once", id)
	return id
}

func waiter(id int) {
	coroSuspend()
	println("waiter", id)
}

func main() {
	for i := 0; i < 5; i++ {
		go once(i)
		runtime.Gosched() // once(i) finishes here, its slot is free again
	}
	go waiter(1)
	go waiter(2)
	go waiter(3)
	println("main done")
}

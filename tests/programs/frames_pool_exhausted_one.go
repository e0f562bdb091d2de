package main

// A go target with a one-slot frame pool: the second spawn while the first goroutine is still
// running panics (no heap to overflow into: -heap=none, the .flags) naming the capacity in the
// singular ("1 slot": the compiler formats the pool's name with its capacity, the runtime prints
// it), exit status 2.

//corogo:pool 1
func worker(id int) {
	println("worker", id, "start")
	coroSuspend()
	println("worker", id, "end")
}

func main() {
	go worker(1)
	println("one running")
	go worker(2)
	println("unreachable")
}

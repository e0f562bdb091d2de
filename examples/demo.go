// demo.go - the seed's helper/worker example: every suspend, at any call depth, yields the whole goroutine (make demo).
package main

// The seed report's §3.1 example. A suspend one call level down must still yield the goroutine.

func worker(id int) {
	println("worker", id, ": start")
	coroSuspend()
	println("worker", id, ": done")
}

func helper(id int) {
	println("helper", id, ": calling worker")
	worker(id)
	println("helper", id, ": worker returned")
}

func main() {
	helper(0)
	go helper(1)
	go helper(2)
}

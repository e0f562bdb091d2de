// Closures that never leave their function need no heap (run with -heap=none too, by
// tests/frames/run-heapnone.sh): a goroutine's closures capture its locals, which stay in its
// coroutine frame across suspends; named functions and capture-free literals are constant records.
package main

func step(n int) int { return n + 1 }

var steps = [2]func(int) int{step, func(n int) int { return n * 2 }}

func worker(id int, rounds int, done chan int) {
	total := 0
	bump := func(v int) {
		total += v
		coroSuspend() // the closure suspends the goroutine; total lives in its frame
	}
	for i := 0; i < rounds; i++ {
		bump(steps[i%2](i))
		println("worker", id, "round", i, "total", total)
	}
	done <- total
}

var done = make(chan int, 2)

func main() {
	go worker(1, 3, done)
	go worker(2, 2, done)
	a, b := <-done, <-done
	println("sums", a, b)
	func() { println("called where it stands", step(41)) }()
}

// Ping-pong between two goroutines over unbuffered channels, 10,000 rounds; the receives and
// sends sit in functions the goroutines await (their frames are elided into the goroutine's).
// corogo:oracle
package main

type ball struct {
	hits int
	last string
}

func hit(in <-chan ball, out chan<- ball, name string) int {
	b := <-in
	b.hits++
	b.last = name
	out <- b
	return b.hits
}

func player(name string, in <-chan ball, out, last chan<- ball, rounds int, done chan<- int) {
	n := 0
	for i := 0; i < rounds; i++ {
		if i == rounds-1 && last != nil {
			out = last
		}
		n = hit(in, out, name)
	}
	done <- n
}

func main() {
	ping, pong, final := make(chan ball), make(chan ball), make(chan ball)
	done := make(chan int, 2)
	go player("ping", ping, pong, nil, 10000, done)
	go player("pong", pong, ping, final, 10000, done)
	ping <- ball{}
	b := <-final
	println(b.hits, b.last)
	d1, d2 := <-done, <-done
	println(d1 + d2)
}

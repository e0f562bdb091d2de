// The prime sieve of the Go tour: a goroutine per prime on a chain of unbuffered channels. The 25
// filters are alive at once: main's loop of 25 sizes filter's pool (docs/memory.md, "Proven pool
// sizes"; issue #28 measured a 15-filter sieve failing in the default 8 slots).
// corogo:oracle
package main

func generate(ch chan<- int) {
	for i := 2; ; i++ {
		ch <- i
	}
}

func filter(in <-chan int, out chan<- int, prime int) {
	for {
		i := <-in
		if i%prime != 0 {
			out <- i
		}
	}
}

func main() {
	ch := make(chan int)
	go generate(ch)
	for i := 0; i < 25; i++ {
		prime := <-ch
		println(prime)
		ch1 := make(chan int)
		go filter(ch, ch1, prime)
		ch = ch1
	}
}

// Producer/consumer over buffered channels: close, range, len/cap, v, ok := <-c, a static
// package-level channel, channels of structs and strings, nil channels compared.
// corogo:oracle
package main

type item struct {
	id   int
	name string
	big  int64
}

var results = make(chan item, 4)

func produce(c chan<- int, n int) {
	for i := 1; i <= n; i++ {
		c <- i
	}
	close(c)
}

func square(in <-chan int, done chan<- bool) {
	for v := range in {
		results <- item{v, "sq", int64(v) * int64(v) * 1000000007}
	}
	done <- true
}

func main() {
	c := make(chan int, 3)
	println(len(c), cap(c))
	c <- 7
	c <- 8
	println(len(c), cap(c))
	a, b := <-c, <-c
	println(a, b, len(c))

	done := make(chan bool)
	work := make(chan int, 2)
	go produce(work, 6)
	go square(work, done)
	total := int64(0)
	for i := 0; i < 6; i++ {
		r := <-results
		println(r.id, r.name, r.big)
		total += r.big
	}
	<-done
	println("total", total)
	v, ok := <-work
	println("closed:", v, ok)

	var nilc chan int
	println(nilc == nil, c == nil, cap(nilc), len(nilc))
	var ro <-chan int = c
	c <- 42
	x, ok2 := <-ro
	println(x, ok2)

	s := make(chan string, 1)
	s <- "hello"
	close(s)
	for w := range s {
		println(w)
	}
	w, ok3 := <-s
	println(len(w), ok3)
}

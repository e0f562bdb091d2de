// corogo:oracle
// Suspension through interfaces: one goroutine body calls a suspending (*slowS, a channel send)
// and a non-suspending (fastS) implementation of Stepper through the same call site; go of an
// interface method call and of a method call on a pointer.
package main

type Stepper interface {
	Step(k int) int
}

var pipe = make(chan int)

type slowS struct{ base int }
type fastS struct{ mul int }

func (s *slowS) Step(k int) int {
	pipe <- k
	s.base += k
	return s.base
}

func (f fastS) Step(k int) int { return k * f.mul }

type Counter struct{ n int }

func (c *Counter) Run(rounds int, done chan bool) {
	for i := 0; i < rounds; i++ {
		c.n++
		pipe <- c.n
	}
	done <- true
}

func drive(s Stepper, n int, out chan int) {
	total := 0
	for i := 1; i <= n; i++ {
		total += s.Step(i)
	}
	out <- total
}

func main() {
	out := make(chan int)
	go drive(fastS{3}, 3, out)
	println("fast", <-out)
	go drive(&slowS{100}, 3, out)
	for i := 0; i < 3; i++ {
		println("slow step", <-pipe)
	}
	println("slow", <-out)
	var s Stepper = &slowS{0}
	go s.Step(7)
	println("go iface", <-pipe)
	c := &Counter{}
	done := make(chan bool)
	go c.Run(2, done)
	println(<-pipe, <-pipe, <-done, c.n)
}

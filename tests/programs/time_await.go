// corogo:no-oracle (interrupt is corogo's package)
// time.Sleep inside a method with several results awaited in a loop, and in the base case of a
// recursion (frames from the general pool, each with its own timer node); main waits on a Signal.
package main

import (
	"interrupt"
	"time"
)

type Counter struct{ n int }

func (c *Counter) tick(d time.Duration) (int, bool) {
	time.Sleep(d)
	c.n++
	return c.n, c.n%2 == 0
}

var done interrupt.Signal

func fib(n int) int {
	if n < 2 {
		time.Sleep(time.Microsecond)
		return n
	}
	return fib(n-1) + fib(n-2)
}

func worker(c *Counter) {
	for i := 0; i < 3; i++ {
		n, even := c.tick(2 * time.Millisecond)
		println("tick", n, even)
	}
	println("fib", fib(10))
	done.Notify()
}

func main() {
	c := &Counter{}
	go worker(c)
	done.Wait()
	println("main", c.n)
}

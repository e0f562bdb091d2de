// A select with a default in a function that awaits (so it is no leaf) and runs in a goroutine:
// the select never waits, so it takes the sync call even in the coroutine (at -O0 its park path
// was an internal error: "waits for a waker but its promise has no queue link"; Go's
// context.propagateCancel has this shape).
package main

type W interface{ Wait() int }

type chW struct{ c chan int }

func (w chW) Wait() int { return <-w.c }

func poll(w W, done chan bool) int {
	v := w.Wait()
	select {
	case <-done:
		return -v
	default:
	}
	return v
}

func main() {
	c := make(chan int, 1)
	done := make(chan bool, 1)
	res := make(chan int)
	go func() { c <- 7; res <- poll(chW{c}, done) }()
	println(<-res)
	done <- true
	c <- 8
	go func() { res <- poll(chW{c}, done) }()
	println(<-res)
}

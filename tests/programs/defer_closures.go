// corogo:oracle
// defer of closures (one that suspends the goroutine on a channel send and sees the final value
// of a captured variable, one that recovers and sets named results), of a func value and of an
// interface method call, next to defer of a method (Mutex.Unlock).
package main

import "sync"

type Closer interface{ Close() }

type res struct{ name string }

func (r res) Close() { println("close", r.name) }

var pipe = make(chan int)

func work(mu *sync.Mutex, n *int, done chan bool) {
	mu.Lock()
	defer mu.Unlock()
	count := 0
	defer func() {
		pipe <- count // a deferred closure that suspends, seeing the final count
	}()
	for i := 0; i < 3; i++ {
		count++
		*n += i
	}
	var c Closer = res{"w"}
	defer c.Close()
	done <- true
}

func safeDiv(a, b int) (q int, ok bool) {
	defer func() {
		if r := recover(); r != nil {
			q, ok = -1, false
		}
	}()
	return a / b, true
}

func main() {
	var mu sync.Mutex
	n := 0
	done := make(chan bool)
	go work(&mu, &n, done)
	<-done
	println("deferred sent", <-pipe, n)
	q, ok := safeDiv(7, 2)
	println(q, ok)
	q, ok = safeDiv(1, 0)
	println(q, ok)
	f := func(s string) { println("deferred fv", s) }
	defer f("end")
	defer res{"main"}.Close()
	println("main done")
}

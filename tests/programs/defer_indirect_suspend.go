// corogo:oracle
// A deferred call (f0, deferred by a goroutine) suspends inside a closure it calls while its own
// deferred calls are pending: the closure's suspend point keeps the goroutine's defer chain
// (difftest seed 3013: the chain was emptied on resume, and f0's deferred calls were lost).
package main

var ch = make(chan int)
var done = make(chan bool)

func dlog(id, v int) { println(id, "dlog", v) }

func f0(id int, a int) (int, bool) {
	for _, e := range [3]int{5, 13, a} {
		defer dlog(id, e)
	}
	h := func(x int) int {
		ch <- x
		return x
	}
	return h(a), false
}

func g1(id int) {
	defer close(done)
	defer f0(id, 2)
}

func main() {
	go g1(2)
	v := <-ch
	<-done
	println("got", v)
}

// A buffered channel forgets a value once it is received (runtime-baremetal/chan.c clears its
// place in the buffer, as Go does): four 64 KiB objects sent and received are freed by the next
// collection, with no copy left in the buffer for the conservative collector to find (Go's
// fixedbugs/issue15281.go has the same shape; it still keeps its 10 MB through stale slots of
// its own frames).
package main

import "runtime"

type big struct{ b [1 << 16]byte }

var c = make(chan *big, 4)

func inuse() uint64 {
	runtime.GC()
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	return m.HeapAlloc
}

//go:noinline
func send() {
	for i := 0; i < 4; i++ {
		c <- new(big)
	}
}

//go:noinline
func drain() int {
	n := 0
	for i := 0; i < 4; i++ {
		if <-c != nil {
			n++
		}
	}
	return n
}

func main() {
	start := inuse()
	send()
	println("sent, in use grew by at least 256 KiB:", inuse() >= start+4<<16)
	println("received", drain())
	println("received values freed:", inuse() < start+1<<16)
}

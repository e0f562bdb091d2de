// Body-less library functions marked //go:noescape (sync/atomic's) keep nothing they are passed: a
// local whose address goes to them stays in the frame, so this builds with -heap=none
// (escape_noescape.flags) and allocates nothing.
// corogo:oracle
package main

import "sync/atomic"

type counter struct {
	hits int32
	name string
}

func bump(c *counter, k int32) {
	for i := int32(0); i < k; i++ {
		atomic.AddInt32(&c.hits, 2)
	}
}

func main() {
	var n int32
	for i := 0; i < 3; i++ {
		atomic.AddInt32(&n, 2)
	}
	c := counter{name: "c"}
	bump(&c, 4)
	atomic.StoreInt32(&n, atomic.LoadInt32(&n)+atomic.LoadInt32(&c.hits))
	println(atomic.LoadInt32(&n), c.name)
}

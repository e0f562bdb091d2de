// corogo:oracle
// Big aggregates as results (#11 item 10, src/transform/bigcopy.c): a function returning a [4096]int32, a
// struct holding one, or several results one of which is big returns them through memory (a
// pointer to the caller's temporary) instead of as a value, which instruction selection split into
// one node per element (over a minute and 700 MB to 1 GB at -O1 and up). Called directly, through
// a func value, in a goroutine, and from a function that suspends (its results, a [256]int32 and an int32, in its promise).
package main

import "runtime"

type Big struct {
	a [4096]int32
	n int
}

func make1(k int32) [4096]int32 {
	var r [4096]int32
	for i := range r {
		r[i] = int32(i) * k
	}
	return r
}

func make2(k int32) (b Big) {
	b.a = make1(k)
	b.n = int(k)
	return
}

func two(k int32) ([4096]int32, int) {
	var r [4096]int32
	for i := range r {
		r[i] = int32(i) + k
	}
	return r, int(k)
}

func use(f func(int32) ([4096]int32, int)) int32 {
	a, n := f(3)
	return a[100] + int32(n)
}

type Mid [256]int32 // a frame of a suspending call at -O0 holds several: the general pool's blocks go to 4 KiB

func slowMake(k int32) (Mid, int32) {
	var r Mid
	for i := range r {
		r[i] = int32(i) * k
	}
	runtime.Gosched()
	return r, k
}

func work(done chan int32) {
	x := make1(3)
	b := make2(2)
	y, k := slowMake(4)
	z, _ := slowMake(k)
	done <- x[4095] + b.a[10] + int32(b.n) + y[7] + z[255]
}

func main() {
	a := make1(2)
	b := make2(5)
	println(a[7], b.a[4095], b.n)
	c, n := two(5)
	println(c[4095], n, use(two))
	done := make(chan int32)
	go work(done)
	println(<-done)
}

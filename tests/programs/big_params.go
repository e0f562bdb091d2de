// corogo:oracle
// Big aggregates passed by value (#11 item 10): a 16 KiB array to a goroutine, a big struct as a
// value receiver, through a func value, an interface method and a deferred call. They are passed
// as pointers to copies (bigcopy.c), so each callee still gets its own copy, evaluated at the call,
// and the program compiles in a second instead of minutes and gigabytes.
package main

import "runtime"

type block struct {
	tag  int
	data [500]int32
}

func (b block) sum() int {
	s := b.tag
	for _, v := range b.data {
		s += int(v)
	}
	b.data[0] = 999 // the receiver is a copy
	return s
}

type summer interface{ sum() int }

var done = make(chan int)

func worker(a [16384]byte, k int) {
	runtime.Gosched()
	done <- int(a[100]) + int(a[16383]) + k
}

func fill(a [300]uint16, v uint16) [300]uint16 {
	a[299] = v
	return a
}

func show(b block) {
	println("deferred", b.tag, b.data[7])
}

func main() {
	var a [16384]byte
	a[100] = 7
	a[16383] = 1
	go worker(a, 10)
	a[100] = 50 // after the go statement: the goroutine has its copy
	println(<-done)

	var b block
	b.tag = 3
	b.data[7] = 4
	println(b.sum(), b.data[0])
	var s summer = b
	b.tag = 100
	println(s.sum())
	f := block.sum
	println(f(b))

	defer show(b)
	b.data[7] = 77

	var c [300]uint16
	d := fill(c, 5)
	println(c[299], d[299])
	g := fill
	println(g(d, 6)[299], d[299])
}

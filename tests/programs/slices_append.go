// make, append and copy of slices: growth and cap() exactly as Go prints them (Go's size classes),
// appending a slice and a string, copy from a slice and a string, zero-size elements, and a
// goroutine that appends across suspends (its slice header lives in its frame).
// corogo:oracle
package main

import "runtime"

func collect(n int, out chan<- []int) {
	var acc []int
	for i := 0; i < n; i++ {
		acc = append(acc, i)
		if i%3 == 0 {
			runtime.Gosched()
		}
	}
	out <- acc
}

type P struct {
	a, b int
	s    string
}

func main() {
	var s []int
	for i := 0; i < 20; i++ {
		s = append(s, i*i)
		println(len(s), cap(s))
	}
	println(s[19], s[0])
	t := make([]int, 3, 10)
	println(len(t), cap(t), t[2])
	t = append(t, s...)
	println(len(t), cap(t), t[22])
	b := []byte("ab")
	b = append(b, "cdefghijklmnopq"...)
	println(string(b), len(b), cap(b))
	n := copy(b, "XYZ")
	println(n, string(b))
	u := make([]P, 2)
	u = append(u, P{1, 2, "x"}, P{3, 4, "y"})
	println(len(u), cap(u), u[3].s, u[0].a)
	m := copy(u, u[2:])
	println(m, u[0].s, u[1].s)
	var big []int64
	for i := 0; i < 600; i++ {
		big = append(big, int64(i))
	}
	println(len(big), cap(big), big[599])
	var bs []byte
	for i := 0; i < 100; i++ {
		bs = append(bs, byte(i))
	}
	println(len(bs), cap(bs))
	var ss []string
	ss = append(ss, "a", "b", "c")
	println(len(ss), cap(ss), ss[2])
	e := []struct{}{}
	e = append(e, struct{}{}, struct{}{})
	println(len(e), cap(e))
	out := make(chan []int)
	go collect(40, out)
	go collect(7, out)
	r1, r2 := <-out, <-out
	println(len(r1)+len(r2), cap(r1)+cap(r2), r1[len(r1)-1]+r2[len(r2)-1])
}

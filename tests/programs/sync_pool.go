// sync.Pool: Get makes a value with New when the pool is empty; a value that was Put comes back
// (Go may drop pooled values at a collection, so only what both guarantee is printed).
package main

import "sync"

type buf struct{ b []byte }

func main() {
	made := 0
	p := sync.Pool{New: func() any { made++; return &buf{b: make([]byte, 0, 16)} }}
	a := p.Get().(*buf)
	a.b = append(a.b, "hello"...)
	println(made, len(a.b), cap(a.b) >= 16)
	a.b = a.b[:0]
	p.Put(a)
	c := p.Get().(*buf)
	println(len(c.b), cap(c.b) >= 16, made <= 2)
	var empty sync.Pool
	println(empty.Get() == nil)
	empty.Put(nil)
	println(empty.Get() == nil)
}

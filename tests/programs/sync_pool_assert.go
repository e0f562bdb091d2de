// x.Get().(T) of a package-level sync.Pool: the assertion cannot fail where the pool holds only
// T values and always has one or a New (src/codegen/cg_syncpool.c: no test, no message); where it
// can, it still fails with Go's message: a Put of another type, no New, the pool replaced, its
// address taken and New cleared through it, a New that can return another type.
package main

import "sync"

type buf struct{ n int }

var (
	bufs   = sync.Pool{New: func() any { return new(buf) }}
	mixed  = sync.Pool{New: func() any { return &buf{} }}
	bare   sync.Pool
	reset  = sync.Pool{New: func() any { return new(buf) }}
	viaPtr = sync.Pool{New: func() any { return new(buf) }}
	flag   bool
	either = sync.Pool{New: func() any {
		if flag {
			return 1
		}
		return new(buf)
	}}
)

func try(name string, f func() *buf) {
	defer func() {
		if r := recover(); r != nil {
			println(name, "panics:", r.(error).Error())
		}
	}()
	b := f()
	println(name, "gives a *buf:", b.n)
}

func main() {
	b := bufs.Get().(*buf)
	b.n = 5
	bufs.Put(b)
	try("bufs", func() *buf { return bufs.Get().(*buf) })
	try("bufs again", func() *buf { return bufs.Get().(*buf) })
	mixed.Put(7)
	try("mixed", func() *buf { return mixed.Get().(*buf) })
	try("mixed again", func() *buf { return mixed.Get().(*buf) })
	try("bare", func() *buf { return bare.Get().(*buf) })
	reset = sync.Pool{}
	try("reset", func() *buf { return reset.Get().(*buf) })
	q := &viaPtr
	q.New = nil
	try("viaPtr", func() *buf { return viaPtr.Get().(*buf) })
	flag = true
	try("either", func() *buf { return either.Get().(*buf) })
}

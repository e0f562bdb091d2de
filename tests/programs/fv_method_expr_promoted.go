// corogo:oracle
// Method expressions of promoted methods: T.M and (*T).M where M comes from an embedded field
// (by value or through a pointer), called directly, stored, and awaited from a goroutine.
package main

import "runtime"

type Base struct{ n int }

func (b Base) Get() int   { return b.n }
func (b *Base) Add(k int) { b.n += k }
func (b *Base) Step() int { runtime.Gosched(); b.n++; return b.n }

type Mid struct {
	pad int
	Base
}

type Top struct {
	name string
	*Mid
}

func main() {
	m := Mid{1, Base{10}}
	get := Mid.Get
	println(get(m))
	add := (*Mid).Add
	add(&m, 5)
	println(m.n, (*Mid).Get(&m))
	t := Top{"t", &m}
	tg := Top.Get
	ta := Top.Add
	ta(t, 100)
	println(tg(t), m.n)
	done := make(chan int)
	go func() {
		st := (*Top).Step
		for i := 0; i < 3; i++ {
			done <- st(&t)
		}
	}()
	for i := 0; i < 3; i++ {
		println(<-done)
	}
	defer func() { println("recovered:", recover() != nil) }()
	var z Top
	println(Top.Get(z))
}

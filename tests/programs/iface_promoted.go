// corogo:oracle
// Methods promoted from embedded fields (values, pointers, two levels deep) satisfy interfaces
// like declared ones: a struct embedding sync.Mutex is a sync.Locker; a promoted method that
// suspends does so through the interface.
package main

import "sync"

type Namer interface{ Name() string }
type Sizer interface {
	Namer
	Size() int
}

type Base struct{ id int }

func (b Base) Name() string { return "base" + string(rune('0'+b.id)) }
func (b *Base) Size() int   { return b.id * 10 }

type Wrapper struct {
	Base
	extra int
}

type PtrWrap struct {
	*Base
}

type Deep struct {
	Wrapper
}

type SafeCounter struct {
	sync.Mutex
	n int
}

var pipe = make(chan int)

type Slow struct{}

func (Slow) Name() string { pipe <- 1; return "slow" }

type Outer struct{ Slow }

func use(l sync.Locker, sc *SafeCounter) {
	l.Lock()
	sc.n++
	l.Unlock()
}

func main() {
	w := Wrapper{Base{1}, 5}
	var n Namer = w
	println(n.Name())
	var s Sizer = &w
	println(s.Name(), s.Size())
	p := PtrWrap{&Base{2}}
	var s2 Sizer = p
	println(s2.Name(), s2.Size())
	var n3 Namer = Deep{Wrapper{Base{3}, 0}}
	println(n3.Name())
	sc := &SafeCounter{}
	use(sc, sc)
	use(sc, sc)
	println(sc.n)
	done := make(chan string)
	go func() {
		var o Namer = Outer{}
		done <- o.Name()
	}()
	println(<-pipe, <-done)
}

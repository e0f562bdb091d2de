// corogo:oracle
// Method values of interface values (bound when evaluated: a later change of the variable is not
// seen; the call dispatches through the bound value's itab and suspends when that method does) and
// of methods promoted from embedded fields.
package main

type Stepper interface{ Step(k int) int }

var pipe = make(chan int)

type slow struct{ base int }
type fast struct{ mul int }

func (s *slow) Step(k int) int {
	pipe <- k
	s.base += k
	return s.base
}

func (f fast) Step(k int) int { return k * f.mul }

type Base struct{ n int }

func (b *Base) Add(k int) int { b.n += k; return b.n }
func (b Base) Get() int       { return b.n }

type Outer struct {
	Base
	name string
}

func run(f func(int) int, k int, out chan int) { out <- f(k) }

func main() {
	var s Stepper = fast{3}
	step := s.Step
	s = &slow{100}
	println(step(2), s.Step != nil)
	out := make(chan int)
	go run(s.Step, 5, out)
	println("sent", <-pipe, "got", <-out)
	o := Outer{Base{1}, "o"}
	add := o.Add
	get := o.Get
	add(10)
	println(o.n, get(), o.Get())
}

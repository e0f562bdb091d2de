// corogo:oracle
// Method expressions T.M and (*T).M: func values taking the receiver first, one in a table that a
// goroutine calls and that suspends.
package main

type P struct{ x int }

func (p P) Get() int          { return p.x }
func (p *P) Add(k int) int    { p.x += k; return p.x }

var pipe = make(chan int)

func (p P) Slow(k int) int { pipe <- k; return p.x + k }

var table = []func(P, int) int{P.Slow}

func main() {
	get := P.Get
	add := (*P).Add
	pget := (*P).Get
	v := P{3}
	println(get(v), add(&v, 4), pget(&v), v.x)
	done := make(chan int)
	go func() { done <- table[0](v, 5) }()
	println(<-pipe, <-done)
}

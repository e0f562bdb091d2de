// corogo:oracle
// Method values: bound when evaluated (a value receiver is copied then, a pointer receiver takes
// &v), passed as func values, called later, and started with go; the goroutine suspends inside.
package main

type Counter struct{ n int }

func (c *Counter) Inc(by int) int { c.n += by; return c.n }
func (c Counter) Get() int        { return c.n }

type Led struct{ name string }

var pipe = make(chan string)

func (l Led) Blink(times int) {
	for i := 0; i < times; i++ {
		pipe <- l.name
	}
}

func apply(f func(int) int, v int) int { return f(v) }

func main() {
	c := &Counter{}
	inc := c.Inc
	inc(2)
	println(apply(c.Inc, 3), c.n)
	var v Counter = Counter{7}
	get := v.Get // bound now: later changes to v are not seen
	v.n = 100
	println(get(), v.Get())
	pinc := v.Inc // &v
	pinc(1)
	println(v.n)
	l := Led{"red"}
	blink := l.Blink
	go blink(2)
	println(<-pipe, <-pipe)
	go Led{"green"}.Blink(1)
	println(<-pipe)
}

package main

// With -heap=none (escape_heapnone.flags) every local whose address outlives its function is an
// error at the & that lets it escape, naming why (escape analysis, docs/memory.md); the ones whose
// address stays in the frame (local, frameOnly) are accepted.

type T struct {
	p *int
	n int
}

type C struct{ n int }

func (c *C) inc() { c.n++ }

var g *int
var gt *T
var sink interface{}
var fv func(*int)

func global() {
	x := 1
	g = &x
}

func returned() *int {
	x := 2
	return &x
}

func keep(p *int) { g = p }

func passed() {
	x := 3
	keep(&x)
}

func through(t *T) {
	x := 4
	t.p = &x
}

func slice(s []*int) {
	x := 5
	s[0] = &x
}

func send(ch chan *int) {
	x := 6
	ch <- &x
}

func work(p *int) { *p++ }

func goroutine() {
	x := 7
	go work(&x)
}

func iface() {
	x := 8
	sink = &x
}

func funcValue() {
	x := 9
	fv(&x)
}

func loop() *T {
	var last *T
	for i := 0; i < 3; i++ {
		last = &T{n: i}
	}
	return last
}

func object() {
	x := 10
	gt = &T{p: &x}
}

func methodValue() func() {
	c := C{}
	return c.inc
}

func deferLoop() {
	for i := 0; i < 2; i++ {
		x := i
		defer work(&x)
	}
}

func literal() *int {
	var p *int
	func() {
		y := 11
		p = &y
	}()
	return p
}

func mapped(m map[int]*int) {
	x := 12
	m[1] = &x
}

func big() *[2000]int {
	return new([2000]int)
}

func local() int {
	x := 13
	p := &x
	q := &T{n: *p}
	return q.n + frameOnly(q, p)
}

func frameOnly(t *T, p *int) int { return t.n + *p }

func main() {
	global()
	println(*returned())
	passed()
	var t T
	through(&t)
	slice(nil)
	send(nil)
	goroutine()
	iface()
	funcValue()
	println(loop().n)
	object()
	methodValue()()
	deferLoop()
	println(*literal())
	println(big()[0], local())
	y := 14
	println(frameOnly(&T{n: 1}, &y))
	mapped(nil)
}

package main

// Methods that suspend (pointer and value receivers), awaited through fields of structs in a
// package-level array, in goroutines and in the sync world.

type Counter struct {
	name string
	n    int
}

func (c *Counter) Step(k int) int {
	c.n += k
	coroSuspend()
	return c.n
}

func (c Counter) Show() {
	coroSuspend()
	println(c.name, c.n)
}

type Pair struct {
	a, b Counter
}

func run(p *Pair) {
	x := p.a.Step(1)
	y := p.b.Step(2)
	println("run", x, y)
	p.a.Show()
}

var pairs [2]Pair

func main() {
	pairs[0].a.name = "a0"
	pairs[1].a.name = "a1"
	go run(&pairs[0])
	go run(&pairs[1])
	c := &Counter{name: "c"}
	c.Show()
	println("main", c.Step(5))
}

// Pointers to locals that outlive their function (escape analysis, docs/memory.md): each of these
// variables and objects must move to the heap, or what is printed after the function returned would
// be whatever the stack holds by then. A clobber() call between setting and reading overwrites the
// stack in between.
// corogo:oracle
package main

type counter struct {
	n    int
	name string
}

type node struct {
	v    int
	next *node
}

type holder struct {
	p *int
	c *counter
}

var g *counter
var gp *int
var gh holder
var list *node

func setup() {
	c := counter{n: 42, name: "c"}
	g = &c // stored in a package variable
	x := 7
	gp = &x
}

func clobber(n int) int {
	var a [32]int
	for i := range a {
		a[i] = n*3 + i
	}
	return a[3] + a[29]
}

func mk(v int) *int {
	y := v * 2
	return &y // returned
}

func keep(p *int) { gp = p } // its parameter escapes

func id(p *int) *int { return p } // passed up again: the caller decides

func through(h *holder, v int) {
	z := v
	h.p = &z // stored through a pointer
}

func (c *counter) bump() *counter {
	c.n++
	return c
}

func fromMethod() *counter {
	c := counter{n: 1, name: "m"}
	return c.bump() // &c taken by the pointer-receiver call, returned through it
}

func chain(n int) *node {
	var head *node
	for i := 0; i < n; i++ {
		head = &node{v: i, next: head} // kept beyond its loop iteration
	}
	return head
}

func loopVars() []*int {
	var ps []*int
	for i := 0; i < 3; i++ {
		v := i * i
		ps = append(ps, &v) // appended to a slice: each iteration its own v
	}
	return ps
}

func kept() *int {
	var last *int
	for i := 0; i < 4; i++ {
		w := i + 100
		if i == 1 {
			last = &w // the iteration's w, not the last one's
		}
	}
	return last
}

func local() int {
	// nothing of these escapes: they stay in the frame
	a := 5
	p := &a
	q := &counter{n: 3}
	r := new(int)
	*r = *p + q.n
	arr := [3]int{1, 2, 3}
	s := arr[:]
	return *r + s[2] + *id(p)
}

func viaClosure() func() int {
	x := 10
	p := &x
	return func() int { *p++; return *p } // p captured by a closure that outlives the call
}

func recurse(n int, acc *int) *int {
	if n == 0 {
		return acc
	}
	v := *acc + n
	return recurse(n-1, &v) // each level's v is returned to the top
}

func show(p *int) { print(*p, " ") }

func deferred() {
	t := 5
	for i := 0; i < 2; i++ {
		defer show(&t) // declared outside the loop: stays in the frame
		t++
	}
	for i := 0; i < 3; i++ {
		x := i * 10
		defer show(&x) // the call runs after the iteration: each its own x
	}
}

func main() {
	setup()
	println(clobber(100))
	println(g.n, g.name, *gp)
	p := mk(5)
	q := mk(6)
	println(clobber(1), *p, *q)
	z := 99
	keep(&z)
	println(clobber(2), *gp)
	through(&gh, 123)
	println(clobber(3), *gh.p)
	m := fromMethod()
	println(clobber(4), m.n, m.name)
	for n := chain(4); n != nil; n = n.next {
		print(n.v, " ")
	}
	println()
	ps := loopVars()
	for _, p := range ps {
		print(*p, " ")
	}
	println()
	println(clobber(5), *kept())
	println(local())
	f := viaClosure()
	f()
	println(clobber(6), f())
	zero := 0
	println(clobber(7), *recurse(4, &zero))
	gh.c = &counter{n: 8, name: "h"}
	println(gh.c.n, gh.c.name)
	deferred()
	println()
}

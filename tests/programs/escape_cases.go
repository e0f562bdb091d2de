// Escape analysis corner cases (docs/memory.md): a goto loop building a list, a closure storing
// its own local in the enclosing function's variable, a method value binding &s, pointers passed
// and returned in pairs, addresses of parameters, receivers and named results, deferred closures, recursion through a pointer to an
// array, and addresses stored in slices, maps, channels and interfaces inside loops.
// corogo:oracle
package main

type N struct {
	v    int
	next *N
}

type S struct{ a, b int }

func (s *S) sum() int { return s.a + s.b }

func gotoList() *N {
	var h *N
	i := 0
loop:
	x := N{v: i, next: h}
	h = &x
	i++
	if i < 3 {
		goto loop
	}
	return h
}

func closureStore() *int {
	var p *int
	set := func(v int) {
		y := v
		p = &y
	}
	set(5)
	set(6)
	return p
}

func methodVal() func() int {
	s := S{1, 2}
	f := s.sum
	s.a = 10
	return f
}

func arrPtrs() int {
	var a [3]int
	ps := [3]*int{&a[0], &a[1], &a[2]}
	for i, p := range ps {
		*p = i * 3
	}
	return a[0] + a[1] + a[2]
}

func swap(a, b *int) { *a, *b = *b, *a }

func multi() (*int, *int) {
	x, y := 1, 2
	swap(&x, &y)
	return &x, &y
}

func named() (r *S) {
	s := S{3, 4}
	r = &s
	return
}

func deferSet() (n int) {
	v := 5
	p := &v
	defer func() { n = *p * 2 }()
	*p = 7
	return 0
}

func rec(n int, acc *[4]int) {
	if n == 0 {
		return
	}
	local := n * 11
	acc[n%4] += local
	rec(n-1, acc)
}

func (s S) addrA() *int { return &s.a } // the receiver (a copy) moves to the heap

func paramAddr(p int) *int { return &p }

func namedAddr() (r int, q *int) {
	q = &r
	r = 5
	return
}

func clobber() int {
	var a [20]int
	for i := range a {
		a[i] = i * 7
	}
	return a[5]
}

func main() {
	pp := paramAddr(3)
	pr := S{9, 1}.addrA()
	r, q := namedAddr()
	println(clobber(), *pp, *pr, r, *q)
	for n := gotoList(); n != nil; n = n.next {
		print(n.v, " ")
	}
	println()
	println(*closureStore())
	println(methodVal()())
	println(arrPtrs())
	a, b := multi()
	println(*a, *b)
	println(named().sum())
	println(deferSet())
	var acc [4]int
	rec(6, &acc)
	println(acc[0], acc[1], acc[2], acc[3])
	ss := []*S{}
	for i := 0; i < 3; i++ {
		s := S{i, i}
		ss = append(ss, &s)
	}
	for _, s := range ss {
		print(s.sum(), " ")
	}
	println()
	m := map[int]*int{}
	for i := 0; i < 2; i++ {
		k := i * 5
		m[i] = &k
	}
	println(*m[0], *m[1])
	ch := make(chan *S, 2)
	for i := 0; i < 2; i++ {
		v := S{i, 1}
		ch <- &v
	}
	x1, x2 := <-ch, <-ch
	println(x1.sum(), x2.sum())
	var iface interface{}
	{
		z := 42
		iface = &z
	}
	println(*(iface.(*int)))
}

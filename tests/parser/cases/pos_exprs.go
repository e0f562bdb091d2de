package main

func exprs() {
	x = a + b*c - d<<2 | e&^f
	y = a || b && c == d || !e
	z = -a * +b ^ ^c
	p = &T{1, 2}
	q = *ptr.field.sub
	w = f(a, b)(c)[i][j:k][:][1:2:3]
	v = g(xs...)
	s = []byte("hi")
	m = [...]int{1, 2: 3, 4}
	n = [][]Point{{1, 2}, {X: 3}, {}}
	o = map[string]int{"a": 1}
	l = func(a int) int { return a * 2 }(3)
	t = (*T)(nil)
	u = struct{}{}
	r = <-ch
	k = 'x' + "s" + 1.5
	pkg.Fn(new(T), make([]int, 3), len(a))
}

package main

type P struct{ X, Y int }

func main() {
	a := [3]int{1, 2, 3, 4}
	b := [...]int{5: 1, 5: 2}
	p := P{X: 1, Z: 2}
	q := P{1}
	r := P{1, 2, 3}
	t := P{X: 1, 2}
	println(a[3], b[1], p.X, q.X, r.X, t.X)
	s := "abc"
	println(s[5], a[-1], s[1:0])
	var n int
	println(n[0], a["x"])
	println(P{}.W)
}

package main

type P struct{ X int }

func mk() P { return P{} }

const K = 3

func main() {
	s := "abc"
	s[0] = 'x'
	mk().X = 1
	K = 4
	len(s) = 2
	p := &mk()
	q := &K
	println(p, q)
	(1 + 2)++
}

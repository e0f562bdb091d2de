package main

// Ranging over a nil *[N]T: the index alone needs no dereference (len is a constant), the
// values do and panic like Go. Found by the differential tester's audit (issue #10): the
// missing check let LLVM treat the null load as undefined behaviour and drop main entirely.

var p *[3]int

func sum(q *[3]int) int {
	s := 0
	for _, v := range q {
		s += v
	}
	return s
}

func main() {
	n := 0
	for i := range p {
		n += i
	}
	println("keys", n)
	a := [3]int{1, 2, 3}
	println("sum", sum(&a))
	println("sum", sum(p))
	println("unreachable")
}

// results_mem - results passed back through memory: a function returning a struct of three words
// (more than RISC-V returns in registers) called from several places of a recursive function;
// after LLVM's pipeline each call's result goes through a temporary of the caller's that lives
// only around the call (src/transform/bigcopy.c, bigcopy_results), so the calls share one stack
// slot (tests/driver/results.sh checks the IR). Every result must still arrive whole.
package main

type triple struct {
	a *int
	b int
	c string
}

var cells [4]int

//go:noinline
func make3(i int) triple {
	cells[i%4] += i
	return triple{&cells[i%4], i * 3, "abcdefgh"[i%8 : i%8+1]}
}

//go:noinline
func slice3(n int) []int {
	s := make([]int, n, n+2)
	for i := range s {
		s[i] = i * n
	}
	return s
}

func walk(depth int) int {
	if depth == 0 {
		return 0
	}
	x := make3(depth)
	y := make3(depth + 1)
	z := make3(depth + 2)
	s := slice3(depth % 5)
	t := slice3(depth%3 + 1)
	sum := *x.a + x.b + *y.a + y.b + *z.a + z.b + len(s) + cap(t) + t[len(t)-1]
	if depth%25 == 0 {
		println(depth, x.c+y.c+z.c, sum, len(s), cap(s), len(t))
	}
	return sum%1000 + walk(depth-1)
}

func main() {
	println(walk(120))
	println(cells[0], cells[1], cells[2], cells[3])
}

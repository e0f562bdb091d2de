// corogo:sync-oracle
package main

// Control flow and live state across suspend points: every construct below suspends in the
// middle of it. work() runs once in the sync world (coroSuspend is nothing there) and once as a
// goroutine; both runs must print the same lines, so the .out is the sync run printed twice
// (checked against go run with coroSuspend as an empty function).

type Vec struct {
	xs  [6]int
	tag string
}

func (v *Vec) sum() int {
	s := 0
	for _, x := range v.xs {
		coroSuspend()
		s += x
	}
	return s
}

func scale(v Vec, k int) Vec {
	for i := range v.xs {
		v.xs[i] *= k
		if i%2 == 0 {
			coroSuspend()
		}
	}
	v.tag += "*"
	return v
}

func classify(n int) string {
	switch {
	case n < 0:
		coroSuspend()
		return "negative"
	case n == 0:
		return "zero"
	case n%2 == 0:
		coroSuspend()
		fallthrough
	case n > 100:
		return "even or big"
	default:
		return "odd"
	}
}

func runes(s string) (int, int) {
	n, total := 0, 0
	for i, r := range s {
		if r > 127 {
			coroSuspend()
		}
		n++
		total += i + int(r)
	}
	return n, total
}

func search(grid [4][4]int, want int) (int, int) {
outer:
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			coroSuspend()
			if grid[i][j] == want {
				return i, j
			}
			if grid[i][j] < 0 {
				continue outer
			}
			if grid[i][j] > 90 {
				break outer
			}
		}
	}
	return -1, -1
}

func work(tag string) {
	v := Vec{xs: [6]int{1, 2, 3, 4, 5, 6}, tag: tag}
	w := scale(v, 3)
	println(tag, "sums", v.sum(), w.sum(), w.tag, v.tag)
	for _, n := range [...]int{-5, 0, 4, 7, 200} {
		println(tag, n, classify(n))
	}
	n, t := runes("aé€x")
	println(tag, "runes", n, t)
	var g [4][4]int
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			g[i][j] = i*10 + j
		}
	}
	g[1][2] = -1
	i, j := search(g, 32)
	println(tag, "found", i, j)
	g[2][1] = 99
	i, j = search(g, 32)
	println(tag, "found", i, j)
	a, b := 1, 2
	for k := 0; k < 3; k++ {
		a, b = b, a+b
		coroSuspend()
	}
	println(tag, "fib", a, b)
}

func main() {
	work("sync")
	go work("async")
}

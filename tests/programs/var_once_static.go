// var_once_static.go - a local variable whose address escapes, declared where it runs at most once
// in the whole run (main outside loops, init), has a static variable for its box instead of the
// heap (src/analysis/poolsize.c marks it, cg_closure.c places it): the program builds with
// -heap=none (its .flags) and behaves as Go's. The escapes: an address kept in a package
// variable, a closure that outlives main's call kept in one, a variable shared with a goroutine,
// an array whose slice is kept, and := in an if statement.
package main

type stats struct {
	n, sum int
	last   *int
}

var (
	kept   *int
	st     *stats
	later  func() int
	window []int
	done   = make(chan bool)
)

func keep(p *int) { kept = p }

func fill(s *stats, vals []int) {
	for _, v := range vals {
		s.n++
		s.sum += v
	}
}

func init() {
	var seed int
	seed = 7
	keep(&seed)
}

func add(p *int, d int, c chan bool) {
	*p += d
	c <- true
}

func main() {
	println("init's seed", *kept)
	var s stats
	buf3 := [3]int{3, 4, 5}
	st = &s
	fill(st, buf3[:])
	println("stats", s.n, s.sum)
	count := 10
	later = func() int { count++; return count }
	println("closure", later(), later(), count)
	shared := 100
	go add(&shared, 5, done)
	<-done
	println("shared", shared)
	var buf [4]int
	window = buf[1:3]
	window[0] = 9
	println("window", buf[1], len(window), cap(window))
	if x := 42; x > 0 {
		s.last = &x
		*s.last++
		println("if", x)
	}
	for i := 0; i < 1; i++ { // one trip: its body runs once
		var once int = i + 1
		kept = &once
	}
	println("loop", *kept, st.sum, *st.last)
}

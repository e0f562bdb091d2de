package main

// The same nil *[N]T range inside a goroutine that suspended before (its $coro version): the
// panic must come from the goroutine, not an internal compiler error.

var p *[2]int
var a = [2]int{4, 5}

func walk(id int, q *[2]int) int {
	println(id, "walking")
	coroSuspend()
	s := 0
	for _, v := range q {
		s += v
	}
	return s
}

func g(id int, q *[2]int) {
	println(id, "sum", walk(id, q))
}

func main() {
	go g(1, &a)
	go g(2, p)
}

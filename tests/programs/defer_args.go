package main

// corogo:oracle
// What a defer statement evaluates at once: f(g()) with a multi-valued g, a value receiver (a copy
// of *p), a pointer receiver, arrays and slice headers as they are at the statement.

type P struct{ a, b int }

func two() (int, string) { return 7, "seven" }
func show(n int, s string) { println("show", n, s) }
func (p *P) inc() { p.a++; println("inc", p.a) }
func (p P) val() { println("val", p.a, p.b) }

func retNamed() (x int, s string) {
	defer show(two())
	x, s = 1, "one"
	return
}

func main() {
	p := &P{1, 2}
	defer p.val()
	defer p.inc()
	var q P
	defer q.inc()
	arr := [3]int{1, 2, 3}
	defer println(arr[0], arr[2], len(arr))
	arr[0] = 9
	x, str := retNamed()
	println(x, str)
	s := []int{1, 2}
	defer println(len(s), cap(s))
	s = append(s, 3)
}

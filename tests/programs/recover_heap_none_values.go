package main

// corogo:oracle
// With -heap=none, panic(v) of a non-constant value that does not fit the data word (a string
// variable, a float, a struct) boxes it in the panicking function's frame, and a recovery copies
// it to one static slot (docs/defer.md): recovered and inspected here, panicked again from the
// recovered value, nested panics recovered or printed with their own values, deferred panics of
// variables (their records keep the values), a goroutine (the last panics not recovered: exit 2).

import "runtime"

type point struct {
	x, y int
	name string
}

func (p point) sum() int { return p.x + p.y }

func (p point) String() string { return p.name }

func try(k int, s string) (msg string) {
	defer func() {
		switch r := recover().(type) {
		case string:
			println("string", r)
			msg = r
		case point:
			println("point", r.x, r.y, r.name, r.sum())
			msg = "point"
		case float64:
			println("float", r)
			msg = "float"
		case int:
			println("int", r)
			msg = "int"
		}
	}()
	switch k {
	case 0:
		panic(s)
	case 1:
		panic(point{k, len(s), s})
	case 2:
		panic(float64(len(s)) / 4)
	case 3:
		panic(len(s))
	}
	return "none"
}

// the recovered value panicked again (no new box: it is already an interface value)
func again(s string) (r interface{}) {
	defer func() { r = recover() }()
	func() {
		defer func() { panic(recover()) }()
		panic(s)
	}()
	return nil
}

// a panic in a deferred call while another is running: both keep their own values
func nested(a, b string) (got string) {
	defer func() { got = recover().(string) }()
	defer func() { panic(b) }()
	panic(a)
}

// a deferred panic of a variable: the record keeps the value, its thunk boxes it
func deferred(p point) (got point) {
	defer func() { got = recover().(point) }()
	defer panic(p)
	p.x = 100 // the argument was evaluated at the defer statement
	return p
}

var done = make(chan string, 1)

// in a goroutine, after a suspend: the box is in the coroutine's frame or on the stack
func worker(s string, f float64) {
	defer func() { done <- recover().(string) }()
	defer panic(s)
	runtime.Gosched()
	panic(f)
}

func main() {
	words := [3]string{"hello", "world", "abcdefghij"}
	for k := 0; k < 4; k++ {
		println(try(k, words[k%3]))
	}
	println(try(4, "x"))
	r := again(words[1])
	println("again", r.(string))
	println("nested", nested(words[0], words[2]))
	q := deferred(point{1, 2, words[1]})
	println("deferred", q.x, q.y, q.name)
	go worker(words[0], 1.5)
	println("worker", <-done)
	p := point{3, 4, words[0]}
	f := float64(p.sum()) / 8
	defer println("deferred before the panics")
	defer func() { panic(p) }() // a Stringer: printed by its String()
	defer func() { panic(f) }()
	panic(words[2])
}

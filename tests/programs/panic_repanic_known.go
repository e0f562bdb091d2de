package main

// corogo:oracle
// The printer of panic values tests only the types a panic converts when every other panic's
// value is one recover() returned (src/codegen/cg_prune.c): a float and a named float panicked,
// recovered into a variable and panicked again; other types converted to interface{} (int, a
// struct) get no test, and a runtime error recovered and panicked again is still printed.

type Celsius float64

type point struct{ x, y int }

var sink []any

func repanic(f func()) {
	defer func() {
		if err := recover(); err != nil {
			println("recovered, panicking again")
			panic(err)
		}
	}()
	f()
}

func index(s []int, i int) int { return s[i] }

func main() {
	sink = append(sink, 7, point{1, 2})
	func() {
		defer func() { println("caught:", recover().(error).Error()) }()
		repanic(func() { println(index([]int{1}, len(sink))) })
	}()
	func() {
		defer func() { println("caught:", recover().(float64)) }()
		repanic(func() { panic(1.5) })
	}()
	repanic(func() { panic(Celsius(-3.25)) })
}

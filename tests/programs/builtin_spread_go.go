// Built-ins take a multi-valued call's results as their arguments (b(g()), as Go's f(g())), and
// go starts a goroutine running a built-in with arguments evaluated by the go statement.
package main

import "runtime"

func two() (int, string)                           { return 7, "seven" }
func slices(a []byte) ([]byte, []byte)             { return a, []byte("xyz") }
func parts() (float64, float64)                    { return 1.5, -2 }
func app() ([]int, int, int)                       { return []int{1}, 2, 3 }
func m(mm map[string]int) (map[string]int, string) { return mm, "a" }
func one() []int                                   { return []int{4, 5} }

var calls int

func counted() ([]int, int) { calls++; return []int{9}, 10 }

func wait() {
	for runtime.NumGoroutine() > 1 {
		runtime.Gosched()
	}
}

func main() {
	println(two())
	print(two())
	print("\n")
	a := []byte("abcd")
	n := copy(slices(a))
	println(n, string(a))
	c := complex(parts())
	println(real(c), imag(c))
	s := append(app())
	println(len(s), s[0], s[1], s[2])
	mm := map[string]int{"a": 1, "b": 2}
	delete(m(mm))
	println(len(mm))
	println(len(one()), cap(one()))
	t := append(counted())
	println(len(t), t[1], calls)

	done := make(chan bool)
	go close(done)
	_, ok := <-done
	println("closed:", !ok)

	x := 1
	go println("go println", x, 2.5, two2())
	x = 2
	wait()
	go println(two())
	wait()
	dst := make([]byte, 3)
	go copy(dst, "hello")
	wait()
	println(string(dst))
	big := map[int64]string{1: "one", 2: "two"}
	go delete(big, 1)
	wait()
	println(len(big), big[2])
	go func() {
		defer func() { println("recovered:", recover().(string)) }()
		panic("in goroutine")
	}()
	wait()
	defer println(two())
}

func two2() string { calls++; return "two2" }

// results_mem_pure - results passed back through memory from functions LLVM's pipeline found to
// touch no memory: after the pipeline such a function stores its result through a pointer to the
// caller's temporary (src/transform/bigcopy.c, bigcopy_results), so its memory attribute must
// include its arguments' memory. Kept as memory(none), the call (now returning nothing) was dead
// code that the backend deleted: in a goroutine with a landing place (a program that calls
// runtime.Goexit), worker read stale words of the temporary instead of trip's result on
// riscv32-virt at -O2 and -Os (difftest --fmt seed 7104, where it looked like a wrong recover()).
package main

import "runtime"

var tab = [5]int{18, 16, 3, 21, 31}

//go:noinline
func trip(a int) (int, bool, string) {
	return a % 10007, a%2 == 0, "ab"[:a%2+1]
}

//go:noinline
func trip5(a int) (int, bool, string, int) {
	return a % 10007, a%2 == 0, "abc"[:a%3+1], a * 3
}

func head(a int, xs ...any) int {
	s := a + len(xs)
	for _, x := range xs {
		switch v := x.(type) {
		case int:
			s = (s*5 + v) % 10007
		case bool:
			if v {
				s++
			}
		case string:
			s = (s + len(v)*7) % 10007
		}
	}
	return s % 10007
}

func step(a int) int {
	if a%2 == 0 {
		runtime.Gosched()
	}
	return a + 1
}

func worker(id int, done chan<- int) {
	acc := 2
	if id%3 == 2 {
		runtime.Gosched()
	}
	for k := range [3]int{} {
		arg := head(trip((tab[(id%5+5)%5] & k) % 10007))
		a, b, c, d := trip5(tab[(id%5+5)%5] + k)
		println(id, k, arg, a, b, c, d)
		for n := 0; n < 2; n++ {
			acc = (acc + step(acc)) % 10007
		}
	}
	println(id, "end", acc)
	done <- acc
}

func stop(v int) {
	if v > 100 {
		runtime.Goexit()
	}
}

func main() {
	stop(1)
	done := make(chan int)
	go worker(2, done)
	sum := <-done
	go worker(7, done)
	println(sum + <-done)
}

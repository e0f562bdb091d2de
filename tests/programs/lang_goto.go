// goto: loops built from labels, forward and backward jumps, in main (sync) and in goroutines
// that suspend inside the loop (the label's block is in the coroutine too).
// corogo:oracle
package main

import "runtime"

func count(n int, out chan<- int) {
	i, s := 0, 0
loop:
	if i < n {
		s += i * i
		i++
		runtime.Gosched()
		goto loop
	}
	out <- s
}

func find(xs [6]int, want int) int {
	for i, x := range xs {
		if x == want {
			goto found
		}
		_ = i
	}
	return -1
found:
	return want * 10
}

func main() {
	out := make(chan int)
	go count(5, out)
	go count(10, out)
	a, b := <-out, <-out
	println(a + b)
	i := 0
again:
	i++
	if i%2 == 0 {
		goto again
	}
	if i < 7 {
		goto again
	}
	println(i, find([6]int{4, 8, 15, 16, 23, 42}, 16), find([6]int{}, 3))
	goto end
end:
	println("done")
}

package main

// A recursion 500 levels deep in a goroutine: every level is a frame of its own (a recursive
// call cannot be elided), 500 frames that do not fit the general frame pool's 8 KiB, so the rest
// come from the heap (docs/memory.md, "Overflow to the heap"); then a second, shallower one reuses
// what the first gave back.

func down(n int, c chan int) int {
	if n == 0 {
		return <-c
	}
	return down(n-1, c) + 1
}

func main() {
	c := make(chan int)
	r := make(chan int)
	for _, depth := range []int{500, 300} {
		go func(d int) {
			r <- down(d, c)
		}(depth)
		c <- 5
		println("depth", depth, "=", <-r)
	}
}

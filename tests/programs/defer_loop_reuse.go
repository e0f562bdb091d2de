package main

// A function that defers in a loop, called 20000 times with a 4 KiB arena: each return gives its
// records back to the runtime (rt_defer_free), so the arena holds only the records pending at once
// (without reuse: fatal error: out of memory).

func step(k int) int {
	s := 0
	for i := 0; i < 4; i++ {
		defer inc(&s, i)
	}
	return k
}

func inc(p *int, i int) { *p += i }

func main() {
	t := 0
	for k := 0; k < 20000; k++ {
		t += step(k) % 3
	}
	println("done", t)
}

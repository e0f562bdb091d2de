package main

// stack_calls.go - bench/stack.sh: the instructions of a recursion 400 deep through a frame with
// 32 bytes of locals (no stack check: the guard alone protects it) and one 60 deep through a frame
// with 800 bytes (over 512: the compiler adds its stack limit check, src/transform/stackcheck.c). Prints
// "small <instructions>" and "big <instructions>".

//go:linkname bench_instret bench_instret
func bench_instret() int

func small(n int) int {
	var pad [8]int32
	for i := range pad {
		pad[i] = int32(n + i)
	}
	if n == 0 {
		return 0
	}
	return small(n-1) + int(pad[n%8]) - n%8
}

func big(n int) int {
	var pad [200]int32
	for i := range pad {
		pad[i] = int32(n + i)
	}
	if n == 0 {
		return 0
	}
	return big(n-1) + int(pad[n%200]) - n%200
}

func main() {
	t := bench_instret()
	s := small(400)
	println("small", bench_instret()-t, s)
	t = bench_instret()
	s = big(60)
	println("big", bench_instret()-t, s)
}

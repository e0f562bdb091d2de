package main

// clockread.go - bench/boards.sh: what one reading of the benchmark clock (bench_instret) costs
// between its two samples, so that the interrupt row (whose interval holds one reading) can be
// told without it. Prints "read <instructions> <readings>".

//go:linkname bench_instret bench_instret
func bench_instret() int

func main() {
	t := 0
	for i := 0; i < 100; i++ {
		a := bench_instret()
		b := bench_instret()
		t += b - a
	}
	println("read", t, 100)
}

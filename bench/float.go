package main

// float.go - the corogo side of bench/bench.sh's float rows (both boards) and bench/boards.sh's
// float column (the Cortex-M0 and the FPU boards), under -icount: instructions per float32 and
// float64 add, multiply, divide and math.Sqrt. Without an FPU each operation is a call of libgcc's
// soft-float routine (__addsf3, __adddf3, __mulsf3, __divdf3, ...; Sqrt is Go's own bit-by-bit
// math.sqrt); with one (the Cortex-M4F's single precision, the Cortex-M7's double) it is an
// instruction. Every function runs a loop of N dependent operations (x = x op y with a y the
// optimiser cannot see, so none can be folded or hoisted), then the same loop doing the
// operation twice per iteration: the difference is N operations, the loop's own cost cancelled
// (Sqrt's loops, x = Sqrt(x + y) and x = Sqrt(Sqrt(x + y) + y), keep x near the same value; their
// difference less N adds of the type is N square roots).
// Prints "<row> <instructions> <operations>".

import "math"

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

var sink32 float32
var sink64 float64 // each function's last result (printed, so no loop is dead code)

func add64(y float64) int {
	x := 1.0001
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x + y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x + y
		x = x + y
	}
	sink64 += x
	return bench_instret() - t1 - (t1 - t0)
}

func mul64(y float64) int {
	x := 1.0001
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x * y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x * y
		x = x * y
	}
	sink64 += x
	return bench_instret() - t1 - (t1 - t0)
}

func div64(y float64) int {
	x := 1.0001
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x / y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x / y
		x = x / y
	}
	sink64 += x
	return bench_instret() - t1 - (t1 - t0)
}

func sqrt64(y float64) int {
	x := 1.0001
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = math.Sqrt(x + y)
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = math.Sqrt(math.Sqrt(x+y) + y)
	}
	sink64 += x
	return bench_instret() - t1 - (t1 - t0)
}

func add32(y float32) int {
	x := float32(1.0001)
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x + y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x + y
		x = x + y
	}
	sink32 += x
	return bench_instret() - t1 - (t1 - t0)
}

func mul32(y float32) int {
	x := float32(1.0001)
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x * y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x * y
		x = x * y
	}
	sink32 += x
	return bench_instret() - t1 - (t1 - t0)
}

func div32(y float32) int {
	x := float32(1.0001)
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = x / y
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = x / y
		x = x / y
	}
	sink32 += x
	return bench_instret() - t1 - (t1 - t0)
}

func sqrt32(y float32) int {
	x := float32(1.0001)
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		x = float32(math.Sqrt(float64(x + y)))
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		x = float32(math.Sqrt(float64(float32(math.Sqrt(float64(x+y))) + y)))
	}
	sink32 += x
	return bench_instret() - t1 - (t1 - t0)
}

// opaque: v, unless the clock reads k (it never does): the optimiser cannot fold the loops
func opaque(v float64) float64 {
	if bench_instret() == -12345 {
		return 2
	}
	return v
}

func main() {
	a64, a32 := add64(opaque(0.001)), add32(float32(opaque(0.001)))
	println("f64_add", a64, N)
	println("f64_mul", mul64(opaque(1.0000001)), N)
	println("f64_div", div64(opaque(1.0000001)), N)
	println("f64_sqrt", sqrt64(opaque(2.5))-a64, N)
	println("f32_add", a32, N)
	println("f32_mul", mul32(float32(opaque(1.0000001))), N)
	println("f32_div", div32(float32(opaque(1.0000001))), N)
	println("f32_sqrt", sqrt32(float32(opaque(2.5)))-a32, N)
	println("results", sink32, sink64) // observable: the loops cannot be dropped
}

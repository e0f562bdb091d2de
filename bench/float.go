package main

// float.go - the corogo side of bench/bench.sh's float rows (both boards, -icount): instructions
// per float32 and float64 add, multiply, divide and math.Sqrt. Both boards have no FPU, so each
// operation is a call of libgcc's soft-float routine (__addsf3, __adddf3, __mulsf3, __divdf3, ...;
// Sqrt is Go's own bit-by-bit math.sqrt). Every loop runs N dependent operations (x = x op y with
// a y the optimiser cannot see, so none can be folded or hoisted); the cost of the same loop with
// an integer body (x = x*3 ^ y) is subtracted, and Sqrt's loop (x = Sqrt(x + c)) has the add of
// its type subtracted too. Prints
// "<row> <instructions> <operations>".

import "math"

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

var sink int
var sink32 float32
var sink64 float64 // each loop's last result (printed, so no loop is dead code)

func loopInt(y int) int {
	t0 := bench_instret()
	x := 1
	for i := 0; i < N; i++ {
		x = x*3 ^ y
	}
	sink = x
	return bench_instret() - t0
}

func add64(y float64) int {
	t0 := bench_instret()
	x := 1.0001
	for i := 0; i < N; i++ {
		x = x + y
	}
	sink64 += x
	return bench_instret() - t0
}

func mul64(y float64) int {
	t0 := bench_instret()
	x := 1.0001
	for i := 0; i < N; i++ {
		x = x * y
	}
	sink64 += x
	return bench_instret() - t0
}

func div64(y float64) int {
	t0 := bench_instret()
	x := 1.0001
	for i := 0; i < N; i++ {
		x = x / y
	}
	sink64 += x
	return bench_instret() - t0
}

func sqrt64(y float64) int {
	t0 := bench_instret()
	x := 1.0001
	for i := 0; i < N; i++ {
		x = math.Sqrt(x + y)
	}
	sink64 += x
	return bench_instret() - t0
}

func add32(y float32) int {
	t0 := bench_instret()
	x := float32(1.0001)
	for i := 0; i < N; i++ {
		x = x + y
	}
	sink32 += x
	return bench_instret() - t0
}

func mul32(y float32) int {
	t0 := bench_instret()
	x := float32(1.0001)
	for i := 0; i < N; i++ {
		x = x * y
	}
	sink32 += x
	return bench_instret() - t0
}

func div32(y float32) int {
	t0 := bench_instret()
	x := float32(1.0001)
	for i := 0; i < N; i++ {
		x = x / y
	}
	sink32 += x
	return bench_instret() - t0
}

func sqrt32(y float32) int {
	t0 := bench_instret()
	x := float32(1.0001)
	for i := 0; i < N; i++ {
		x = float32(math.Sqrt(float64(x + y)))
	}
	sink32 += x
	return bench_instret() - t0
}

// opaque: v, unless the clock reads k (it never does): the optimiser cannot fold the loops
func opaque(v float64) float64 {
	if bench_instret() == -12345 {
		return 2
	}
	return v
}

func main() {
	base := loopInt(sink + 3)
	a64 := add64(opaque(0.001)) - base
	a32 := add32(float32(opaque(0.001))) - base
	println("f64_add", a64, N)
	println("f64_mul", mul64(opaque(1.0000001))-base, N)
	println("f64_div", div64(opaque(1.0000001))-base, N)
	println("f64_sqrt", sqrt64(opaque(2.5))-base-a64, N)
	println("f32_add", a32, N)
	println("f32_mul", mul32(float32(opaque(1.0000001)))-base, N)
	println("f32_div", div32(float32(opaque(1.0000001)))-base, N)
	println("f32_sqrt", sqrt32(float32(opaque(2.5)))-base-a32, N)
	println("results", sink, sink32, sink64) // observable: the loops cannot be dropped
}

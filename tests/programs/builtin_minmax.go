// Go 1.21's min and max: integers (signed and unsigned, typed by their operands), floats with
// the NaN and signed-zero rules (any NaN gives NaN, min(-0.0, 0.0) is -0.0, max(-0.0, 0.0) is
// 0.0), strings byte-wise, constant folding (an untyped constant result keeps its kind),
// operands evaluated once each, left to right. The installed go (1.19) has no min/max.
// corogo:no-oracle
package main

import "math"

const big = max(1, 2.0, 10)  // untyped float 10
const small = min('a', 1000) // untyped rune 97
const word = max("", "foo", "bar")

var order []int

func at(i int) int {
	order = append(order, i)
	return i
}

type celsius float32

func main() {
	var a, b, c int = 3, -7, 5
	println(min(a), max(a), min(a, b, c), max(a, b, c), min(a, 10), max(a, 10))
	var u, v uint8 = 200, 7
	println(min(u, v), max(u, v), max(u, 255), min(v, 0))
	var x int64 = -1 << 40
	println(min(x, 0), max(x, -1<<50))
	println(big, small, word)
	cf := max(1, 2.0, 10)
	println(cf)
	var s1, s2, s3 = "pear", "apple", "apples"
	println(min(s1, s2, s3), max(s1, s2, s3), min(s3, s2), max("", s1))
	zero := 0.0
	nz := -zero
	nan := math.NaN()
	inf := math.Inf(1)
	println(min(nz, zero), max(nz, zero), min(zero, nz), max(zero, nz))
	println(min(nan, 1.0), max(1.0, nan), min(inf, nan, -inf), max(-inf, 2.5, inf))
	println(min(2.5, inf, -3.25), max(-inf, -2.0), min(zero, 1.5))
	println(math.Signbit(min(nz, zero)), math.Signbit(max(nz, zero)), math.Signbit(min(zero, nz, zero)))
	var f32 float32 = 1.5
	var n32 = float32(math.NaN())
	println(min(f32, 2), max(f32, 2), min(f32, n32) != min(f32, n32))
	var t celsius = 21.5
	println(max(t, 19) == 21.5, min(t, 19) == 19)
	println(min(at(3), at(1), at(2)), max(at(4), at(6), at(5)))
	for _, i := range order {
		print(i, " ")
	}
	println()
	println(min(1, 2, -3), max(-1.5, 2), min("b", "a"))
}

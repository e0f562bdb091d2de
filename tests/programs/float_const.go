// Untyped float constants are exact (rational) until they are given a type: 0.1+0.2 == 0.3,
// (1/3)*3 == 1, huge intermediates, hex floats, integral float constants as integers, typed
// float constants rounded to their type, and the nearest float32/float64 of literals with many
// digits, subnormals included.
// corogo:oracle
package main

const third = 1.0 / 3
const huge = 1e300 * 1e300 // not a float64, but an exact constant
const tiny = 1e-300 / 1e300
const pi = 3.14159265358979323846264338327950288419716939937510582097494459

const (
	kb = 1 << (10 * (iota + 1))
	mb
	gb
)

const f32 float32 = 0.1
const f64 float64 = 0.1

func main() {
	println(0.1+0.2 == 0.3, third*3 == 1, huge/1e300 == 1e300, tiny*1e300 == 1e-300)
	println(huge/1e600, tiny*1e600, pi, float32(pi), pi*1e100)
	println(0x1p-2, 0x1.8p1, 0x.8p0, 0X1P+10, 1_000.5e-1_0, .5, 1., 1e0, 0e5, 00.5)
	var i int = 1e3
	var j int64 = 1e18
	var k uint8 = 255.0
	const m = 2.5 * 4
	var arr [m]int
	println(i, j, k, m, len(arr), int(m), kb*1.5, mb/2.0, gb/3.0)
	println(f32*3, f64*3, f32 == 0.1, float64(f32), f64 == 0.1)
	println(float32(0.1)+float32(0.2), float64(float32(1)/3))
	// round to nearest even at the last place, and the subnormal range
	println(9007199254740993.0, 9007199254740995.0, float32(16777217.0), float32(16777219.0))
	println(4.9406564584124654e-324, 2.4703282292062328e-324, 2.4703282292062327e-324, 2.2250738585072011e-308)
	println(1.7976931348623157e308, 1.7976931348623158e308, float32(3.4028235e38), float32(1.4e-45))
	println(5 / 2, 5 / 2.0, 5.0 / 2, -7 / 2.0, 1 - 0.9, -0.0, 1 / 3.0 * 3)
	x := 10
	println(float64(x)*0.1, 3/2*x, x*3/2, 1.5*2+float64(x))
	const c float64 = 1 << 62
	println(c, c+1 == c, 1<<62+1.0)
	sl := make([]int, 2.0, 3e0) // integral float constants as sizes and indices
	sl[1.0] = 7
	println(len(sl), cap(sl), sl[1], arr[2.5*2])
}

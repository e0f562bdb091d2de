// float32 and float64 at run time: arithmetic, unary minus, op-assignment, ++/--, comparisons
// (NaN unordered), println's +d.dddddde+ddd format with NaN, +Inf, -Inf and -0, float fields,
// arrays, slices, parameters and results, mixed with integer conversions.
// corogo:oracle
package main

type Vec struct {
	X, Y float64
	W    float32
}

func (v Vec) Dot(u Vec) float64 { return v.X*u.X + v.Y*u.Y }

func (v *Vec) Scale(k float64) {
	v.X *= k
	v.Y *= k
	v.W /= float32(k)
}

func minmax(xs []float64) (float64, float64) {
	lo, hi := xs[0], xs[0]
	for _, x := range xs[1:] {
		if x < lo {
			lo = x
		}
		if x > hi {
			hi = x
		}
	}
	return lo, hi
}

func mean32(xs [4]float32) float32 {
	var s float32
	for i := 0; i < len(xs); i++ {
		s += xs[i]
	}
	return s / float32(len(xs))
}

var global = 2.5
var gf32 float32 = 1.0 / 3

func main() {
	a, b := 1.5, -2.25
	println(a+b, a-b, a*b, a/b, -a, +b)
	a += 1
	a -= 0.25
	a *= 4
	a /= 3
	println(a)
	a++
	b--
	println(a, b)
	var f float32 = 0.1
	var g float32 = 0.2
	println(f+g, f*g, f/g, f-g, float64(f+g) == 0.3)
	println(global, gf32, global*float64(gf32))

	zero := 0.0
	inf, ninf, nan := 1/zero, -1/zero, zero/zero
	println(inf, ninf, nan, -zero, zero*-1, inf-inf, inf*0)
	println(nan == nan, nan != nan, nan < 1, nan > 1, nan <= nan, nan >= 1, inf > 1e308, ninf < -1e308)
	println(a < b, a <= b, a > b, a >= b, a == a, a != b)
	println(1e-310, 5e-324, 1.7976931348623157e308, 123456789012345678.0, 0.5, 1.0, 9.9999995)

	var f32inf float32 = float32(inf)
	println(f32inf, float32(1e-46*float64(f)), f32inf*0)

	v := Vec{1, 2, 8}
	u := Vec{X: -3, Y: 0.5}
	println(v.Dot(u))
	v.Scale(2)
	println(v.X, v.Y, v.W)
	arr := [4]float32{1, 2.5, 3.25, -1}
	println(mean32(arr))
	xs := []float64{3, -7.5, 2, 1e10, -1e-10}
	xs = append(xs, 42)
	lo, hi := minmax(xs)
	println(lo, hi, len(xs))
	p := &xs[1]
	*p *= -2
	println(xs[1])

	n := 7
	println(float64(n)/2, float64(-n)/4, float32(n)*0.5, int(2.75*float64(n)), int32(-2.75*float64(n)))
	var u64 uint64 = 1<<64 - 1
	var i64 int64 = -1 << 63
	println(float64(u64), float32(u64), float64(i64), float64(uint8(200)), float32(int16(-300)))
	h := 1e19
	println(uint64(h), int64(h/10), uint32(h/1e10), int8(f*100), uint16(a*1000))

	switch a {
	case 1.5:
		println("1.5")
	case 3.0:
		println("three")
	default:
		println("other")
	}
	sum := 0.0
	for x := 0.0; x < 1; x += 0.125 {
		sum += x
	}
	println(sum)
	print(a, " ", f, "\n")
}

// math.FMA (Go's own software fused multiply-add, exactly rounded on every GOARCH) on cases where
// the fused and the unfused results differ, residuals FMA(x, y, -x*y), infinities, NaN and
// subnormals; and x*y + z written across a statement or an explicit conversion, which Go never
// fuses. Bit for bit against go run. math's shrcompress returns a pair of uint64 (16 bytes), which
// riscv32-virt returns through memory: the rewrite that passes it through the caller's temporary
// (src/transform/bigcopy.c) kept the memory(none) the pipeline had given it, and the back end
// deleted its calls: FMA(0.3, 3, 0.1) was 0.9 at -O1 (the addend lost), 1.7999999999999998 at
// -Oz with a lower inliner threshold.
// corogo:oracle
package main

import "math"

//go:noinline
func fmaNI(x, y, z float64) float64 { return math.FMA(x, y, z) }

//go:noinline
func mulAdd(x, y, z float64) float64 { return x*y + z }

//go:noinline
func mulAddConv(x, y, z float64) float64 { return float64(x*y) + z }

//go:noinline
func mulAddStmt(x, y, z float64) float64 {
	p := x * y
	return p + z
}

func show(name string, x, y, z, r float64) {
	println(name, math.Float64bits(x), math.Float64bits(y), math.Float64bits(z), math.Float64bits(r))
}

func main() {
	inf, nan := math.Inf(1), math.NaN()
	type tri struct{ x, y, z float64 }
	cases := []tri{
		{0.3, 3, 0.1}, {0.1, 10, -1}, {0.1, 3, 0.1}, {1.5, 2, 0.1}, {-0.7, 3, 0.1},
		{1 + 1.0/(1<<30), 1 - 1.0/(1<<30), -1}, {math.Pi, math.E, -math.Pi * math.E},
		{1e308, 10, -1e308}, {1e-308, 1e-10, 0}, {5e-324, 0.5, 0}, {5e-324, 1.5, 5e-324},
		{2.2250738585072014e-308, 0.5, -1e-320}, {inf, 0, 1}, {inf, 2, -inf}, {inf, 2, 1},
		{1, 1, inf}, {1, 1, -inf}, {nan, 1, 1}, {1, nan, 1}, {1, 1, nan}, {0, -1, 0}, {-0.0, 1, 0},
		{math.MaxFloat64, 2, -math.MaxFloat64}, {math.MaxFloat64, 1, math.MaxFloat64},
		{1e-200, 1e-200, 1e-300}, {3, 1.0 / 3, -1}, {0.1, 0.1, -0.01}, {1 << 52, 1 << 52, -1},
		{123.456, 7.89, -974.06784}, {-1e-310, 1e10, 1e-300}, {1, 1e-320, -1e-320},
	}
	for _, c := range cases {
		r := math.FMA(c.x, c.y, c.z)
		r2 := fmaNI(c.x, c.y, c.z)
		if math.IsNaN(r) {
			println("fma", math.Float64bits(c.x), math.Float64bits(c.y), math.Float64bits(c.z), "NaN", math.IsNaN(r2))
			continue
		}
		show("fma", c.x, c.y, c.z, r)
		show("fmaNI", c.x, c.y, c.z, r2)
		if !math.IsNaN(mulAdd(c.x, c.y, c.z)) {
			show("conv", c.x, c.y, c.z, mulAddConv(c.x, c.y, c.z))
			show("stmt", c.x, c.y, c.z, mulAddStmt(c.x, c.y, c.z))
		}
	}
	// exactly-rounded residuals: FMA(x, y, -x*y) gives the rounding error of x*y
	xs := []float64{0.1, 0.3, 1.1, math.Pi, 1e10 + 0.5, 7, 1.0 / 3, 2.5e-310, 1e150}
	for _, x := range xs {
		for _, y := range xs {
			p := x * y
			show("resid", x, y, -p, math.FMA(x, y, -p))
			show("residNI", x, y, -p, fmaNI(x, y, -p))
			show("stmt", x, y, -p, mulAddStmt(x, y, -p))
			show("conv", x, y, -p, mulAddConv(x, y, -p))
		}
	}
	var a, b, c float64 = 0.1, 10, -1
	show("expr", a, b, c, float64(a*b)+c)
	t := a * b
	show("assign", a, b, c, t+c)
	var s float64
	for i := 0; i < 10; i++ {
		s = s + a*b - 1
	}
	println(math.Float64bits(s))
	f := float32(0.1)
	g := float32(10)
	println(math.Float32bits(float32(f*g) - 1), math.Float32bits(f*g-1))
}

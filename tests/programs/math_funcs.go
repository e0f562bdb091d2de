// Package math (runtime-baremetal/lib/math, Go's own pure-Go sources): results compared bit for
// bit with go run on amd64. Left out: inputs where amd64 Go's assembly Exp and Log (not the portable
// code every other GOARCH and corogo use; its Exp depends on the CPU having FMA) round differently:
// Exp(-7.25), Exp(-2.5), Exp(0.49999999999999994) and Pow(x, 1.7) of some x differ in the last
// bit, Log of a subnormal is off in amd64's assembly; and the bits of NaN results (Go leaves them
// unspecified; println prints NaN).
// corogo:oracle
package main

import "math"

func show(name string, x, r float64) {
	if math.IsNaN(r) {
		println(name, math.Float64bits(x), "NaN")
		return
	}
	println(name, math.Float64bits(x), math.Float64bits(r))
}

func main() {
	xs := []float64{0, 1, -1, 0.5, 2, 3, 10, 0.1, 1e-5, 123.456, -7.25, 1e10, 1e300, 5e-324, 2.5e-310,
		math.Pi, math.E, 100.75, -0.3, 4.0 / 3, 2.5, -2.5, 0.49999999999999994, math.Inf(1), math.Inf(-1)}
	for _, x := range xs {
		show("sqrt", x, math.Sqrt(x))
		show("floor", x, math.Floor(x))
		show("ceil", x, math.Ceil(x))
		show("trunc", x, math.Trunc(x))
		show("round", x, math.Round(x))
		show("roundeven", x, math.RoundToEven(x))
		show("abs", x, math.Abs(x))
		show("mod", x, math.Mod(x, 0.7))
		show("mod2", x, math.Mod(-x, 3))
		show("sin", x, math.Sin(x))
		show("cos", x, math.Cos(x))
		show("tan", x, math.Tan(x))
		show("atan", x, math.Atan(x))
		show("atan2", x, math.Atan2(x, -0.3))
		show("hypot", x, math.Hypot(x, 0.3))
		show("max", x, math.Max(x, 0.5))
		show("min", x, math.Min(x, 0.5))
		show("copysign", x, math.Copysign(3, x))
		if x != -7.25 && x != -2.5 && x != 0.49999999999999994 {
			show("exp", x, math.Exp(x))
		}
		if x > 1e-300 || x <= 0 {
			show("log", x, math.Log(x))
		}
		if x != 3 && x != 2.5 && x != 10 && x != 1e-5 && x != 123.456 {
			show("pow", x, math.Pow(x, 1.7))
		}
		show("powi", x, math.Pow(x, 3))
		fr, e := math.Frexp(x)
		ip, fp := math.Modf(x)
		show("frexp", fr, math.Ldexp(fr, e))
		show("modf", ip, fp)
		println(math.Signbit(x), math.IsInf(x, 0), math.IsInf(x, 1), math.IsNaN(x), e)
	}
	for _, x := range []float64{0.3, 1.5, -0.7, 2, 10, 0.01} {
		show("log10", x, math.Log10(x))
		show("log2", x, math.Log2(x))
		show("asin", x, math.Asin(x/10))
		show("acos", x, math.Acos(x/10))
		show("tanh", x, math.Tanh(x))
		show("cbrt", x, math.Cbrt(x))
		show("remainder", x, math.Remainder(x, 0.4))
		show("log1p", x, math.Log1p(x))
		show("erf", x, math.Erf(x))
		show("gamma", x, math.Gamma(x))
		show("nextafter", x, math.Nextafter(x, 0))
		show("fma", x, math.FMA(x, 3, 0.1))
		show("expm1", x, math.Expm1(x))
		show("exp2", x, math.Exp2(x))
		sn, cs := math.Sincos(x)
		show("sincos", sn, cs)
		println(math.Ilogb(x))
	}
	println(math.Float32bits(1.5), math.Float32bits(-0.1), math.Float32frombits(0x7f800000), math.Float64frombits(1))
	println(math.IsNaN(math.NaN()), math.IsInf(math.Inf(-1), -1), math.NaN() == math.NaN(), math.Inf(1) > math.MaxFloat64)
	println(math.MaxInt8, math.MinInt8, math.MaxUint16, math.MaxInt32, math.MinInt32, int64(math.MaxInt64), uint64(math.MaxUint64))
	println(math.Pi, math.E, math.Sqrt2, math.Ln2, math.MaxFloat32, math.SmallestNonzeroFloat32, math.MaxFloat64, math.SmallestNonzeroFloat64)
	println(math.Float64bits(math.Pi), math.Float32bits(math.Pi), math.Float64bits(math.SmallestNonzeroFloat64), math.Float64bits(math.MaxFloat64))
}

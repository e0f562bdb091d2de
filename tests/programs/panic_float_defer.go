package main

// corogo:oracle
// A panic with a float, a complex number or a value of a named float type runs the deferred calls
// like any panic (recovered: the value comes back; a deferred call that recovers and panics again
// with a value of a named complex type), and the last one, not recovered, prints Go's line:
// main.C(+1.000000e+000-2.000000e+000i) after main.F(+1.500000e+000) [recovered], exit 2.

type F float64
type C complex128

func half(x float64) (r float64) {
	defer func() {
		if v, ok := recover().(float64); ok {
			r = v / 2
		}
	}()
	panic(x)
}

func cplx() (re float64) {
	defer func() {
		z := recover().(complex64)
		re = float64(real(z))
	}()
	panic(complex64(complex(3, 4)))
}

func again() {
	r := recover()
	println("deferred, recovered", r.(F) == 1.5)
	panic(C(complex(1, -2)))
}

func main() {
	println(half(5))
	println(cplx())
	defer println("main's deferred call runs")
	defer again()
	panic(F(1.5))
}

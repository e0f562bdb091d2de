package main

// corogo:oracle
// recover() returns the panic's value as an interface{} (docs/defer.md): type switches and
// assertions on it see the dynamic type panic(v) was given (string, int, float64, complex128,
// named types, structs, errors, Stringers, runtime.Error for a run-time error), `r == err` holds
// for the error value panicked, and panic(r) of a recovered value panics with the same value.

import (
	"errors"
	"runtime"
)

type E int

func (e E) Error() string { return "E error" }

type T struct{ a, b int }

type S string

type F float64

type St struct{ n int }

func (s *St) String() string { return "St" }

func kind(r interface{}) string {
	switch v := r.(type) {
	case nil:
		return "nil"
	case string:
		return "string " + v
	case runtime.Error:
		return "runtime.Error " + v.Error()
	case error:
		return "error " + v.Error()
	case int:
		println("  int", v)
		return "int"
	case float64:
		println("  float64", v)
		return "float64"
	case complex128:
		println("  complex128", real(v), imag(v))
		return "complex128"
	case S:
		return "S " + string(v)
	case T:
		println("  T", v.a, v.b)
		return "T"
	case F:
		println("  F", float64(v))
		return "F"
	case *St:
		println("  *St", v.n)
		return "*St"
	case bool:
		if v {
			return "bool true"
		}
		return "bool false"
	}
	return "other"
}

func try(k int) (res string) {
	defer func() {
		res = kind(recover())
	}()
	s := []int{1, 2, 3}
	switch k {
	case 0:
		panic("boom")
	case 1:
		_ = s[k+4]
	case 2:
		panic(errors.New("custom"))
	case 3:
		panic(E(3))
	case 4:
		panic(42)
	case 5:
		panic(1.5)
	case 6:
		panic(S("x"))
	case 7:
		panic(T{1, 2})
	case 8:
		panic(F(2.5))
	case 9:
		panic(complex(1, -2))
	case 10:
		panic(&St{7})
	case 11:
		panic(k > 10)
	case 12:
		var p *T
		println(p.a)
	}
	return "none"
}

var errSentinel = errors.New("sentinel")

func same() (ok bool) {
	defer func() {
		r := recover()
		ok = r == errSentinel
		err, isErr := r.(error)
		println("same error:", isErr, err == errSentinel, err.Error())
		_, isString := r.(string)
		println("a string:", isString)
	}()
	panic(errSentinel)
}

func assertions() {
	defer func() {
		r := recover()
		s := r.(string)
		println("asserted:", s, len(s))
		n, ok := r.(int)
		println("as int:", n, ok)
	}()
	panic("text")
}

func inner() {
	defer func() {
		r := recover()
		println("inner recovered:", kind(r))
		panic(r) // the same value again
	}()
	panic(E(9))
}

func outer() (msg string) {
	defer func() {
		if e, ok := recover().(E); ok {
			msg = "outer got E again: " + e.Error()
		}
	}()
	inner()
	return "not reached"
}

func main() {
	for k := 0; k < 14; k++ {
		println(k, try(k))
	}
	println("same:", same())
	assertions()
	println(outer())
}

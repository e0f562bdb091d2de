// Interfaces with the other new features: a variadic ...any argument list walked by a type
// switch (ints, floats, strings, errors, nil), a map of func values (math.Sqrt and a closure), a map
// of interface values, and float64 values in interfaces compared with ==.
package main

import (
	"errors"
	"math"
)

type Shape interface{ Area() float64 }

type Circle struct{ r float64 }

func (c Circle) Area() float64 { return math.Pi * c.r * c.r }

func show(prefix string, xs ...any) {
	print(prefix)
	for _, x := range xs {
		switch v := x.(type) {
		case int:
			print(" int ", v)
		case float64:
			print(" float ", v)
		case string:
			print(" str ", v)
		case error:
			print(" err ", v.Error())
		case nil:
			print(" nil")
		default:
			print(" other")
		}
	}
	println()
}

func main() {
	show("a", 1, 2.5, "x", errors.New("e"), nil, Circle{1})
	handlers := map[string]func(float64) float64{
		"sqrt": math.Sqrt,
		"half": func(x float64) float64 { return x / 2 },
	}
	println(handlers["sqrt"](16), handlers["half"](3))
	shapes := map[string]Shape{"c": Circle{2}}
	println(shapes["c"].Area() > 12.5, len(shapes))
	var a, b any = 1.5, 1.5
	println(a == b, a.(float64)+1)
}

// Generic types declared inside ordinary functions (go1.19 takes them there, not in generic
// functions): instantiated, printed with %T and %v, compared, in a closure, in an inner block,
// as type arguments of one another, and the same declaration in two functions.
package main

import "fmt"

type Int int

func first() interface{} {
	type Pair[K comparable, V any] struct {
		Key K
		Val V
	}
	type List[T any] []T
	p := Pair[string, int]{"a", 1}
	q := Pair[string, int]{Key: "a", Val: 1}
	fmt.Println(p == q, p, q.Key)
	fmt.Printf("%T %v %+v\n", p, p, Pair[Int, List[int]]{3, List[int]{1, 2}})
	var l List[Pair[int, bool]]
	l = append(l, Pair[int, bool]{1, true})
	fmt.Printf("%T %v %d\n", l, l, len(l))
	return Pair[string, int]{"z", 9}
}

func second() interface{} {
	type Pair[K comparable, V any] struct {
		Key K
		Val V
	}
	return Pair[string, int]{"z", 9}
}

func main() {
	a, b := first(), second()
	fmt.Printf("%T %T\n", a, b)
	type Box[T any] struct{ v T }
	f := func() Box[int] { return Box[int]{7} }
	fmt.Println(f().v, f() == Box[int]{7})
	{
		type Two[T any] struct{ v, w T }
		fmt.Printf("%T %v\n", Two[Int]{4, 5}, Two[Int]{4, 5})
	}
	var i interface{} = Box[Int]{3}
	_, ok := i.(Box[int])
	_, ok2 := i.(Box[Int])
	fmt.Println(ok, ok2)
}

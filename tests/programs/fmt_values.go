// GOROOT's fmt on composite values: %#v of structs, slices and arrays, interfaces holding
// structs, GoStringer and Formatter, nil error, Sscanf/Sscan, and maps printed sorted by key
// (internal/fmtsort over reflect's MapRange): string, int, struct and float keys, nil maps; the
// names of generic instances (main.pair[int,main.point], as reflect spells them).
package main

import "fmt"

type pair[K comparable, V any] struct {
	K K
	V V
}

type box[T any] []T

type point struct {
	X, Y int
	name string
}

type shape interface{ Area() float64 }

type sq struct{ s float64 }

func (q sq) Area() float64 { return q.s * q.s }

type gs struct{ v int }

func (g gs) GoString() string { return fmt.Sprintf("gs<%d>", g.v) }

type fm struct{}

func (fm) Format(f fmt.State, c rune) { fmt.Fprintf(f, "fm(%c)", c) }

type key struct {
	a int
	b string
}

func main() {
	p := point{1, 2, "p"}
	fmt.Printf("%#v\n", p)
	fmt.Printf("%#v\n", []point{p})
	fmt.Printf("%#v %#v\n", []int{1, 2}, [2]string{"a", "b"})
	var sh shape = sq{2}
	fmt.Printf("%v %+v %#v %T\n", sh, sh, sh, sh)
	fmt.Printf("%#v %v\n", gs{3}, fm{})
	fmt.Printf("%x\n", fm{})
	var i interface{} = 3
	fmt.Printf("%v %d %T\n", i, i, i)
	var e error
	fmt.Println(e)
	fmt.Printf("%v\n", e)
	var a, b int
	var s string
	n, err := fmt.Sscanf("12 34 go", "%d %d %s", &a, &b, &s)
	fmt.Println(n, err, a, b, s)
	n, err = fmt.Sscan("7 8", &a, &b)
	fmt.Println(n, err, a, b)
	var f float64
	fmt.Sscanf("3.25", "%g", &f)
	fmt.Println(f)

	m := map[string]int{"zeta": 26, "alpha": 1, "mid": 13}
	fmt.Println(m)
	fmt.Printf("%v %d\n", m, len(m))
	fmt.Printf("%#v\n", map[int]bool{3: true, 1: false, 2: true})
	fmt.Println(map[key]float64{{2, "x"}: 1.5, {1, "y"}: 2.5, {1, "a"}: 0})
	var nm map[string]int
	fmt.Println(nm, nm == nil)
	fmt.Printf("%+v\n", struct {
		M map[string][]int
		N int
	}{map[string][]int{"b": {2}, "a": {1, 1}}, 7})
	fmt.Println(map[float64]string{2.5: "b", -1: "a", 10: "c"})
	pv := pair[int, point]{1, point{2, 3, "p"}}
	fmt.Printf("%T %#v %T\n", pv, pv, &pair[string, box[*point]]{})
	fmt.Printf("%T %#v\n", box[pair[int8, []string]]{}, box[int]{4})
}

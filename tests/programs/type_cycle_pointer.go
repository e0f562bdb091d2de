// Named types defined through each other where a pointer breaks the cycle: type T2 T1 with T1 a
// struct holding *T2, a chain of five names back to a struct, and a pointer to an array of the
// type itself; each declared before the one it names, and composite literals of all of them.
package main

type T1 struct {
	Next *T2
	V    int
}

type T2 T1

type T3 struct {
	Next *T4
	V    int
}

type T4 T5
type T5 T6
type T6 T7
type T7 T3

type T8 *[3]T9
type T9 T8

func main() {
	a := &T1{&T2{V: 2}, 1}
	println(a.V, a.Next.V, a.Next.Next == nil)
	b := &T2{Next: &T2{V: 5}}
	println(b.Next.V)
	c := &T3{&T4{V: 4}, 3}
	d := T5(*c.Next)
	println(c.V, c.Next.V, d.V, T7(d).V)
	arr := &[3]T9{}
	t8 := T8(arr)
	arr[1] = T9(t8)
	println(t8[1] != nil, t8[0] == nil)
}

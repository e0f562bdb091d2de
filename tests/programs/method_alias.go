// Methods declared through an alias of a local type (type A = T; func (A) m()) are T's, as in
// go1.19: callable on T and A values, in T's method set for interfaces, named after T.
package main

import "fmt"

type T struct{ n int }
type A = T
type B = A

func (a A) Get() int       { return a.n }
func (b *B) Set(n int)     { b.n = n }
func (t T) String() string { return fmt.Sprintf("T(%d)", t.n) }

type getter interface{ Get() int }

func main() {
	var t T
	t.Set(4)
	var a A = t
	var g getter = a
	fmt.Println(t.Get(), a.Get(), g.Get(), t, &a)
	fmt.Printf("%T %T\n", a, g)
	f := T.Get
	fmt.Println(f(T{7}))
}

// Field facts (cg_params.c): flags of a struct that a program sets only by a rarely-taken route
// must stay unknown: a format chosen at run time, a struct copy, a pointer to the field that
// escapes, reflect's Set on an exported field. Each route prints what Go prints.
package main

import (
	"fmt"
	"reflect"
)

type flags struct {
	a, b, c, d bool
	n       int32
}

type holder struct {
	name string
	f    flags
}

type Pub struct {
	On  bool
	Num int
}

//go:noinline
func set(p *bool) { *p = true }

func show(h *holder) {
	if h.f.a {
		fmt.Println("a set")
	}
	if h.f.b {
		fmt.Println("b set")
	}
	if h.f.c {
		fmt.Println("c set")
	}
	if h.f.d {
		fmt.Println("d set")
	}
	if h.f.n != 0 {
		fmt.Println("n set", h.f.n)
	}
}

func main() {
	var h holder
	h.name = "x"
	show(&h)
	// a struct copy from a literal built at run time
	k := len(h.name)
	src := flags{a: k == 1}
	h.f = src
	show(&h)
	// a pointer to a field escaping
	var g holder
	set(&g.f.b)
	show(&g)
	// unsafe-free reflect write of an exported field
	var p Pub
	reflect.ValueOf(&p).Elem().Field(0).SetBool(true)
	if p.On {
		fmt.Println("On set")
	}
	// fmt's own flags reached only through a format chosen at run time
	formats := []string{"%v", "%+v", "%#v"}
	v := struct {
		A int
		B string
	}{1, "q"}
	for _, f := range formats {
		fmt.Printf(f+"\n", v)
	}
	fmt.Println(v, "end")
}

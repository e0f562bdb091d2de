// Which types keep their type information for reflect (src/codegen/cg_prune.c: a type converted
// only to interfaces whose values never reach reflect, or only into a sync.Pool whose Get is
// asserted back, has none): each value below reaches fmt's reflect-based printing by a less direct
// path, and must print as Go prints it.
package main

import (
	"errors"
	"fmt"
	"io"
	"sync"
)

type writer struct{ n int }

func (w *writer) Write(p []byte) (int, error) { w.n += len(p); return len(p), nil }

type named struct{ N int }

func (n named) String() string { return fmt.Sprint("named ", n.N) }

type holder struct{ S fmt.Stringer }

type sealed interface{ seal() int }
type marker interface{ seal() int }

type impl struct{ A, B int }

func (i impl) seal() int { return i.A + i.B }

type myErr struct{ code int }

func (e *myErr) Error() string { return fmt.Sprint("code ", e.code) }

type item struct{ v int }

var pool = sync.Pool{New: func() any { return &item{7} }}

func widen(s sealed) any {
	var m marker = s // sealed -> marker -> interface{}
	return m
}

func main() {
	// a type converted only to io.Writer, whose value then becomes an interface{}
	var w io.Writer = &writer{}
	fmt.Fprintf(w, "abc")
	fmt.Printf("%T %+v\n", any(w), w)

	// a type converted only to fmt.Stringer, read by reflect from a struct's field
	fmt.Printf("%#v\n", holder{named{3}})

	// a chain of interface conversions
	fmt.Printf("%T %v\n", widen(impl{1, 2}), widen(impl{4, 5}))

	// an error converted only to error, then printed and unwrapped
	var e error = &myErr{42}
	wrapped := fmt.Errorf("wrapped: %w", e)
	var target *myErr
	fmt.Println(e, wrapped, errors.As(wrapped, &target), target.code)
	fmt.Printf("%T %#v\n", e, target.code)

	// a sync.Pool: asserted back, then printed through its own conversion
	pool.Put(&item{3})
	it := pool.Get().(*item)
	fmt.Println(it.v, pool.Get().(*item).v)
	fmt.Printf("%v %+v\n", it, *it)
}

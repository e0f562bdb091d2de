// Only Println, Print, Sprint, Sprintln and Fprint*: every live call of fmt's printing methods
// passes the verb 'v' (cg_params.c folds the others away); each value here still takes the path
// Go's fmt takes for %v: Stringer, error, Formatter (which gets the verb), a String method that
// panics, nil receivers, structs, pointers to structs, maps (sorted), slices, a custom io.Writer.
package main

import (
	"errors"
	"fmt"
	"os"
)

type celsius float64

func (c celsius) String() string { return fmt.Sprint(float64(c), "°C") }

type boom struct{ n int }

func (b boom) String() string {
	if b.n > 0 {
		panic("boom " + fmt.Sprint(b.n))
	}
	return "no boom"
}

type nilStringer struct{ s string }

func (p *nilStringer) String() string { return "ns:" + p.s }

type verbs struct{}

func (verbs) Format(f fmt.State, verb rune) {
	w, wok := f.Width()
	fmt.Fprint(f, "verb=", string(verb), " sharp=", f.Flag('#'), " plus=", f.Flag('+'), " width=", w, wok)
}

type gostr struct{}

func (gostr) GoString() string { return "GOSTRING" }

type point struct {
	X, Y int
	Name string
	In   *point
}

type counter struct{ n int }

func (c *counter) Write(b []byte) (int, error) {
	c.n += len(b)
	os.Stdout.Write([]byte("<"))
	os.Stdout.Write(b)
	os.Stdout.Write([]byte(">"))
	return len(b), nil
}

type errT struct{ code int }

func (e *errT) Error() string { return "errT " + fmt.Sprint(e.code) }

type greeter struct{ name string }

func (g greeter) hello(x int) string { return fmt.Sprint("hello ", g.name, x) }

func main() {
	fmt.Println("hello", 1, -2, uint8(3), int64(-1)<<40, 2.5, float32(0.1), true, 'x', 3+4i)
	fmt.Println([]byte("hi"), []int{1, 2}, [2]string{"a", "b"}, map[string]int{"z": 1, "a": 2, "m": 3})
	fmt.Println(celsius(21.5), boom{}, boom{3}, gostr{})
	var ns *nilStringer
	fmt.Println(ns, &nilStringer{"x"})
	fmt.Println(verbs{})
	q := &point{3, 4, "q", nil}
	p := &point{1, 2, "p", q}
	fmt.Println(*q, q, p.X, p.In == q)
	var np *point
	fmt.Println(np, []*point{nil}, struct{ P *point }{})
	fmt.Println(errors.New("plain"), &errT{7}, nil)
	var e error
	fmt.Println(e)
	var any1 interface{} = uintptr(9)
	fmt.Println(any1, []interface{}{nil, 1, "s", boom{2}})
	s := fmt.Sprint("a", 1, 2, "b", "c", 3.0, nil)
	fmt.Println(s, len(s))
	fmt.Print(fmt.Sprintln("x", 1), "\n")
	c := &counter{}
	fmt.Fprintln(c, "to writer", 42, boom{1})
	fmt.Fprint(c, "again", 7, "\n")
	fmt.Println(c.n)
	g := greeter{"go"}
	h := g.hello
	fmt.Println(h(5))
	sp := fmt.Sprint
	fmt.Println(sp(1, 2, "three"))
	fmt.Fprintln(os.Stderr, "stderr", 1)
}

// GOROOT's fmt: Println/Printf/Sprintf/Fprintf/Errorf with the verbs and flags (%v %+v %d %s %q %x
// %X %o %b %c %U %f %.2f %e %g %G %t %T %p, width, precision, *, -+# 0), Stringer and error
// values, %w and errors.Unwrap/As, bad verbs and missing arguments, Fprintln to os.Stderr.
package main

import (
	"errors"
	"fmt"
	"os"
)

type point struct {
	X, Y int
	name string
}

type celsius float64

func (c celsius) String() string { return fmt.Sprintf("%.1f°C", float64(c)) }

type myErr struct{ code int }

func (e *myErr) Error() string { return fmt.Sprintf("code %d", e.code) }

type inner struct {
	A []int
	B *int
}

type outer struct {
	In  inner
	P   *point
	S   string
	F   float32
	Any interface{}
}

func main() {
	fmt.Println("hello", 42, true, 3.5, 'x', nil)
	fmt.Printf("%d %5d %-5d| %05d %x %X %o %b %c %U\n", 42, 42, 42, 42, 255, 255, 8, 5, 'A', 'A')
	fmt.Printf("%s %q %10s|%-10s| %x % x\n", "go", "go\n", "right", "left", "hi", "hi")
	fmt.Printf("%f %.2f %8.3f %e %g %G\n", 3.14159, 3.14159, 3.14159, 1234.5678, 0.000012345, 1e21)
	fmt.Printf("%t %v %p\n", true, false, nil)
	p := point{1, 2, "p"}
	fmt.Printf("%v %+v\n", p, p)
	fmt.Printf("%v %+v\n", &p, &p)
	fmt.Printf("%T %T %T %T %T\n", p, &p, 1.5, "s", []int{1})
	var t celsius = 21.55
	fmt.Println(t)
	fmt.Printf("%v %s %d\n", t, t, 7)
	err := &myErr{7}
	fmt.Println(err)
	fmt.Printf("error: %v\n", err)
	e2 := fmt.Errorf("wrapped: %w", err)
	fmt.Println(e2, errors.Unwrap(e2) == err)
	var me *myErr
	fmt.Println(errors.As(e2, &me), me.code)
	s := fmt.Sprintf("%03d|%-4s|%6.2f", 7, "ab", 2.5)
	fmt.Println(s, len(s))
	fmt.Println([]int{1, 2, 3}, []string{"a", "b"}, [2]bool{true, false})
	fmt.Printf("%v %d %x\n", []byte("hi"), []byte("hi"), []byte("hi"))
	x := 5
	o := outer{inner{[]int{1}, &x}, &p, "s", 1.25, 3}
	fmt.Printf("%v\n", o.In.A)
	fmt.Printf("%+v\n", o.P)
	fmt.Println(o.S, o.F, o.Any)
	fmt.Printf("%6.2f%%\n", 99.5)
	fmt.Printf("%*d|%-*d|\n", 5, 1, 4, 2)
	fmt.Printf("%!d %d\n", 1)
	fmt.Printf("%d\n", "str")
	fmt.Fprintln(os.Stderr, "to stderr")
	fmt.Fprintf(os.Stdout, "%s=%d\n", "k", 1)
	n, err2 := fmt.Print("a", "b", 1, 2, "c\n")
	fmt.Println(n, err2)
	fmt.Println(fmt.Sprint("x", 1, 2, "y"), fmt.Sprintln("end"))
	var ip *int
	fmt.Println(ip == nil, fmt.Sprintf("%v", ip))
	fmt.Printf("%q %v %x\n", 'é', 'é', "é")
	fmt.Printf("%8.3s|%.0f|%+d|% d\n", "abcdef", 2.5, 5, 5)
	fmt.Printf("%#x %#o %#v %#v\n", 255, 8, "s", 42)
	fmt.Printf("%v %.3v %10.4v|\n", 1e6, 3.14159, "abcdefgh")
	fmt.Printf("%v %v\n", int64(-1<<63), uint64(1<<64-1))
	fmt.Printf("%v %v\n", complex(1, 2), float32(0.1))
}

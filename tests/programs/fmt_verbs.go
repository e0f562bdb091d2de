// GOROOT's fmt: Println/Printf/Sprintf/Fprintf/Errorf with the verbs and flags (%v %+v %d %s %q %x
// %X %o %b %c %U %f %.2f %e %g %G %t %T %p, width, precision, *, -+# 0), Stringer and error
// values, %w and errors.Unwrap/Is/As, bad verbs and missing arguments, Fprintln to os.Stderr,
// argument indexes, a panicking String method (fmt's recover), Fprintf to a strings.Builder.
package main

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"
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
	more()
}

type boom struct{}

func (boom) String() string { panic("boom") }

type nilStr struct{ p *int }

func (n *nilStr) String() string { return fmt.Sprint(*n.p) }

type temp float64

func (t temp) String() string { return fmt.Sprintf("%.1f°", float64(t)) }

type rec struct {
	Name string
	T    temp
	Tags []string
	Next *rec
}

type wrapErr struct {
	msg string
	err error
}

func (w *wrapErr) Error() string { return w.msg + ": " + w.err.Error() }
func (w *wrapErr) Unwrap() error { return w.err }

// more verbs and flags, argument indexes, a panicking String method, errors with Unwrap methods
func more() {
	fmt.Printf("%[2]d %[1]d %d\n", 1, 2)
	fmt.Printf("%v|%s\n", boom{}, boom{})
	var np *nilStr
	fmt.Printf("%v\n", np)
	fmt.Printf("%x %X %08.3f %+.2e %-8q|\n", -255, "hi", 3.14159, 12345.678, "q")
	fmt.Printf("%5.1f|%-7.2f|%07.2f\n", -2.345, 1.0, -1.5)
	r := rec{"a", 20.5, []string{"x", "y"}, &rec{Name: "b"}}
	fmt.Printf("%v\n", r.Next == nil)
	fmt.Printf("%+v\n", rec{Name: "c", T: 1, Tags: nil})
	fmt.Println(temp(3), []temp{1, 2})
	fmt.Printf("%s %v\n", []temp{4}, map[string]temp{"k": 5})
	fmt.Printf("%6.2v|%t|%v\n", 3.14159, false, uint8(200))
	fmt.Printf("%d %s\n", []int32{1, -2}, []string{"a", "b"})
	fmt.Printf("%q\n", []string{"a b", "c"})
	fmt.Printf("%c|%c|%U|%#U\n", 65, 0x1F600, 0x1F600, 'x')
	fmt.Printf("%v %v %v\n", int8(-128), uint16(65535), uintptr(10))
	fmt.Printf("%.3s|%.10s|%5.2s|\n", "abcdef", "ab", "xyz")
	fmt.Printf("%b %o %#b %#o %O\n", 10, 64, 5, 8, 8)
	fmt.Printf("%e %E %.0e %g %g %g\n", 0.0, 1e-7, 5.5, 100000.0, 1e6, 1e-5)
	fmt.Printf("%v %v %v\n", float32(1)/3, 2.0/3, -0.0)
	fmt.Printf("%x %X\n", 3.5, -1.25)
	fmt.Printf("%v %.2f\n", complex(1.5, -2), complex64(complex(0, 1)))
	e := &wrapErr{"outer", io.EOF}
	fmt.Println(e, errors.Is(e, io.EOF))
	e2 := fmt.Errorf("ctx %d: %w", 3, e)
	fmt.Println(e2, errors.Is(e2, io.EOF))
	var target *wrapErr
	fmt.Println(errors.As(e2, &target), target.msg)
	fmt.Println(fmt.Errorf("no wrap %v", 1), errors.Unwrap(fmt.Errorf("x")) == nil)
	var sb strings.Builder
	fmt.Fprintf(&sb, "%d-%d", 1, 2)
	fmt.Fprint(&sb, "!", 3)
	fmt.Println(sb.String())
	fmt.Fprintf(os.Stdout, "%v %v\n", struct{}{}, [0]int{})
	fmt.Printf("%v %v\n", []interface{}{1, "a", nil, 2.5}, [][]int{{1}, {2, 3}})
	fmt.Printf("%T %T %T %T\n", e, e2, struct{ A int }{}, map[string][]int{})
	fmt.Printf("%T %T %T\n", fmt.Println, make(chan int), [3]*int{})
	fmt.Printf("%v %d\n", true)
	fmt.Printf("%d\n", 1, 2)
	fmt.Printf("%z %-5t|\n", 3, true)
	fmt.Println(fmt.Sprintf("%08b", 5), fmt.Sprintf("%x", "héllo"), fmt.Sprintf("% X", []byte{1, 171}))
	fmt.Printf("%#v %#v %#v\n", []interface{}{1}, map[string]int{"a": 1}, &r.Tags)
	fmt.Printf("%#v\n", r.T)
	var ip interface{} = (*int)(nil)
	fmt.Println(ip, ip == nil)
}

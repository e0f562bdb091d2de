// Println first, then Printf with verbs a constant-parameter propagation must not fold:
// %#v, %+v, %q, %x, %T, %p-free verbs passed through variables and parameters, GoStringer,
// Formatter with flags, a String method that panics under %s and %d.
package main

import "fmt"

type T struct {
	A int
	B string
	C []byte
}

type gs struct{ n int }

func (g gs) GoString() string { return fmt.Sprintf("gs(%d)", g.n) }
func (g gs) String() string   { return "gs" }

type fm struct{}

func (fm) Format(f fmt.State, verb rune) {
	_, pok := f.Precision()
	fmt.Fprintf(f, "[%c #%t +%t -%t 0%t sp%t prec=%t]", verb, f.Flag('#'), f.Flag('+'), f.Flag('-'), f.Flag('0'), f.Flag(' '), pok)
}

type boom struct{}

func (boom) String() string { panic("bad") }

func show(verb string, x interface{}) {
	fmt.Printf("%"+verb+"|\n", x)
}

func main() {
	fmt.Println("start", T{1, "b", []byte("c")})
	t := T{1, "b\n", []byte("c")}
	fmt.Printf("%v %+v %#v\n", t, t, t)
	fmt.Printf("%q %x %X %T %T\n", "héllo\x01", "hi", []byte{1, 171}, t, 3)
	for _, v := range []string{"v", "#v", "+v", "q", "x", "d", "s", "08.3f", "-5d", "t", "c", "U"} {
		show(v, 65)
		show(v, "str")
		show(v, gs{4})
		show(v, true)
	}
	fmt.Printf("%v %#v %s %d\n", gs{1}, gs{2}, gs{3}, gs{5})
	fmt.Printf("%v %#10.3x %+-q % v\n", fm{}, fm{}, fm{}, fm{})
	fmt.Printf("%s %v %d\n", boom{}, boom{}, boom{})
	verb := 'q'
	fmt.Printf(string([]rune{'%', verb, '\n'}), "quoted")
	fmt.Printf("%!\n")
	fmt.Printf("%z %d\n", 1)
	fmt.Println(fmt.Sprintf("%6.2f|%-6d|%+d|%o|%b|%e|%g", 3.14159, 42, 5, 8, 5, 1234.5678, 0.000012))
	fmt.Println(fmt.Errorf("wrap: %w", fmt.Errorf("inner %d", 1)))
	fmt.Println("end")
}

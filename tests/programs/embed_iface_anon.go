// Unnamed struct types that embed an interface: their values (and pointers to them) converted to
// the interface, and calls through them, as io code does with struct{ io.Reader }.
package main

type Sizer interface{ Size() int }

type Named interface {
	Sizer
	Name() string
}

type file struct{ n int }

func (f file) Size() int    { return f.n }
func (f file) Name() string { return "file" }

func total(ss ...Sizer) int {
	t := 0
	for _, s := range ss {
		t += s.Size()
	}
	return t
}

func main() {
	var s Sizer = struct{ Sizer }{file{4}}
	println(s.Size())
	x := struct {
		Sizer
		extra int
	}{file{5}, 1}
	println(x.Size(), total(x, &x, s))
	var n Named = &struct{ Named }{file{6}}
	println(n.Name(), n.Size())
	var any interface{} = struct{ Named }{file{7}}
	if sz, ok := any.(Sizer); ok {
		println("dynamic", sz.Size())
	}
}

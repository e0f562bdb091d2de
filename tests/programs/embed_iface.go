// Methods promoted from an embedded interface field: method sets, interface satisfaction, calls
// and method values through the field, method expressions, a pointer-to-struct embedding, and the
// sort.Reverse shape (a struct embedding an interface, overriding one of its methods), and unnamed
// struct types embedding an interface.
package main

type Sizer interface {
	Size() int
}

type Named interface {
	Sizer
	Name() string
}

type file struct{ n int }

func (f file) Size() int    { return f.n }
func (f file) Name() string { return "file" }
func (f *file) Grow(by int) { f.n += by }

type wrapped struct{ Sizer }

type labelled struct {
	Named
	tag string
}

func (l labelled) Name() string { return l.tag + ":" + l.Named.Name() }

type Lesser interface {
	Len() int
	Less(i, j int) bool
	Swap(i, j int)
}

type ints []int

func (s ints) Len() int           { return len(s) }
func (s ints) Less(i, j int) bool { return s[i] < s[j] }
func (s ints) Swap(i, j int)      { s[i], s[j] = s[j], s[i] }

type reverse struct{ Lesser }

func (r reverse) Less(i, j int) bool { return r.Lesser.Less(j, i) }

func sortIt(data Lesser) {
	n := data.Len()
	for i := 1; i < n; i++ {
		for j := i; j > 0 && data.Less(j, j-1); j-- {
			data.Swap(j, j-1)
		}
	}
}

type inner struct{ Sizer }

type outer struct {
	*inner
	extra int
}

type Writer interface {
	Write(p []byte) (int, error)
}

type counter struct{ total int }

func (c *counter) Write(p []byte) (int, error) {
	c.total += len(p)
	return len(p), nil
}

type multi struct {
	Writer
	Sizer
}

type Adder interface {
	Add(xs ...int) int
}

type sum struct{}

func (sum) Add(xs ...int) int {
	t := 0
	for _, x := range xs {
		t += x
	}
	return t
}

type adderBox struct{ Adder }

func total(s Sizer) int { return s.Size() }

func totals(ss ...Sizer) int {
	t := 0
	for _, s := range ss {
		t += s.Size()
	}
	return t
}

// unnamed struct types that embed an interface, as io code does with struct{ io.Reader }
func anon() {
	var s Sizer = struct{ Sizer }{file{4}}
	println(s.Size())
	x := struct {
		Sizer
		extra int
	}{file{5}, 1}
	println(x.Size(), totals(x, &x, s))
	var n Named = &struct{ Named }{file{6}}
	println(n.Name(), n.Size())
	var any interface{} = struct{ Named }{file{7}}
	if sz, ok := any.(Sizer); ok {
		println("dynamic", sz.Size())
	}
}

func main() {
	w := wrapped{file{3}}
	println(w.Size(), total(w), total(&w))
	var s Sizer = w
	println(s.Size())
	f := w.Size
	w.Sizer = file{9}
	println(f(), w.Size())
	g := wrapped.Size
	println(g(w))
	h := (*wrapped).Size
	println(h(&w))

	l := labelled{file{5}, "x"}
	var nm Named = l
	println(nm.Name(), nm.Size())
	var sz Sizer = nm
	println(sz.Size())

	xs := ints{5, 2, 8, 1, 9}
	sortIt(reverse{xs})
	for _, x := range xs {
		print(x, " ")
	}
	println()
	sortIt(&reverse{xs})
	for _, x := range xs {
		print(x, " ")
	}
	println()

	o := outer{&inner{file{7}}, 1}
	println(o.Size(), total(o), total(&o))
	o.inner.Sizer = file{8}
	println(o.Size())

	c := &counter{}
	m := multi{c, file{4}}
	var wr Writer = m
	n, err := wr.Write([]byte("hello"))
	println(n, err == nil, c.total, m.Size())

	var a Adder = adderBox{sum{}}
	println(a.Add(1, 2, 3), adderBox{sum{}}.Add([]int{4, 5}...))

	var i interface{} = w
	if sz, ok := i.(Sizer); ok {
		println("dynamic", sz.Size())
	}
	if _, ok := i.(Named); !ok {
		println("not Named")
	}

	anon()

	defer func() {
		r := recover()
		println("recovered:", r != nil)
	}()
	var empty wrapped
	println(empty.Size())
}

// Swaps of aggregates over 64 bytes (bigcopy.c copies them with memcpy): in `x[i], x[j] = x[j],
// x[i]` both values are read before either store, so the copy of the second is taken before the
// first store overwrites it (encoding/json sorts its 72-byte field records this way).
package main

type S10 struct{ a, b, c, d, e, f, g, h, i, j string }

type big struct {
	name  string
	buf   []byte
	index []int
	v     any
	fn    func() int
	n     [8]int32
}

type byName []big

func (x byName) Swap(i, j int) { x[i], x[j] = x[j], x[i] }

func rotate(x []S10) { x[0], x[1], x[2] = x[1], x[2], x[0] }

func main() {
	z := []S10{{a: "a"}, {a: "b"}, {a: "c"}}
	z[0], z[1] = z[1], z[0]
	println(z[0].a, z[1].a, z[2].a)
	rotate(z)
	println(z[0].a, z[1].a, z[2].a)
	var p, q S10
	p.j, q.j = "p", "q"
	p, q = q, p
	println(p.j, q.j)
	arr := [2]S10{{b: "x"}, {b: "y"}}
	arr[0], arr[1] = arr[1], arr[0]
	println(arr[0].b, arr[1].b)
	bs := byName{{name: "one", n: [8]int32{1}}, {name: "two", n: [8]int32{2}}}
	for k := 0; k < 3; k++ {
		bs.Swap(0, 1)
		println(bs[0].name, bs[0].n[0], bs[1].name, bs[1].n[0])
	}
}

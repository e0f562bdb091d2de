// Language corners found by Go's own test suite (shift3.go, const.go, switch.go, literal2.go,
// complit.go, issue53635.go): constant shift counts and operands written as floats or complex
// numbers, big right shifts, switches on slices, funcs, maps and interfaces, octal and binary
// imaginary literals, elided &T in composite literals and conversions of slices to array pointers
// (convert4.go, issue54467.go), method expressions of interface types (method7.go, issue4495.go,
// issue29304.go) and a method of an embedded nil *T called through an interface (method.go).
package main

type T struct{ a, b int }

type P *T

const rsh = 1e302 >> 1000

func kind(s []int, f func(), m map[int]int) string {
	r := ""
	switch s {
	case nil:
		r += "s=nil "
	default:
		r += "s!=nil "
	}
	switch f {
	case nil:
		r += "f=nil "
	default:
		r += "f!=nil "
	}
	switch m {
	case nil:
		r += "m=nil"
	default:
		r += "m!=nil"
	}
	return r
}

func iface(i interface{}) string {
	switch i {
	case nil:
		return "nil"
	case 1:
		return "int 1"
	case "x":
		return "string x"
	}
	switch {
	case i:
		return "true"
	case false:
		return "false"
	}
	return "other"
}

func toArray(s []byte) (p *[4]byte, err interface{}) {
	defer func() { err = recover() }()
	return (*[4]byte)(s), nil
}

type I interface {
	m(int) int
	N() string
}

type V int

func (v V) m(x int) int { return int(v) + x }
func (v V) N() string  { return "V" }

type S struct{ s string }

func (p *S) m(x int) int { return len(p.s) * x }
func (p *S) N() string {
	if p == nil {
		return "nil *S"
	}
	return p.s
}

type myErr struct{}

func (myErr) Error() string { return "myErr" }

var gN = I.N

func ifaceExprs() {
	f := I.m
	println(f(V(3), 4), f(&S{"abc"}, 5), gN(V(1)), gN(&S{"xyz"}), error.Error(myErr{}))
	h := interface{ N() string }.N
	var embedded struct{ *S }
	println(h(V(2)), h(embedded), gN(embedded), embedded.N())
	defer func() { println(recover().(error).Error()) }()
	var i I
	f(i, 1)
}

func main() {
	ifaceExprs()
	b := []byte("abcdefgh")
	p, _ := toArray(b[2:])
	p[0] = 'X'
	println(string(b), len(p), (*[0]byte)(b[:0]) != nil, (*[0]byte)([]byte(nil)) == nil)
	_, err := toArray(b[5:])
	println(err.(error).Error())
	x := 3
	println(x<<1., x<<(1+0i), x<<((1+0i)<<x), x<<(0i<<x), rsh, 1e100>>1000)
	println(kind(nil, nil, nil))
	println(kind([]int{}, func() {}, map[int]int{}))
	println(iface(nil), iface(1), iface("x"), iface(true), iface(false), iface(2.5))
	println(0o12i == complex(0, 10), 0o_1_2i == 10i, 0b101i == 5i, 012i == 12i, 0_12i == 12i)
	ps := []*T{{1, 2}, {a: 3}}
	arr := [...]*T{{5, 6}}
	m := map[*T]*T{{7, 8}: {9, 10}}
	var ptrs []P = []P{{11, 12}}
	println(len(ps), ps[0].a, ps[0].b, ps[1].a, ps[1].b, len(arr), arr[0].b, ptrs[0].b)
	for k, v := range m {
		println(k.a, k.b, v.a, v.b)
	}
	ps[0].a = 100
	println(ps[0].a, ps[1].a)
}

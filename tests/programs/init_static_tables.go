package main

// Package-level tables built at compile time (interp.c): &T{...} chains with slices of structs (as
// unicode's range tables), arrays and slices of integers, floats and strings, a table computed by a
// function with a loop, function values, a cyclic structure, and variables that depend on others.

type Range16 struct {
	Lo, Hi, Stride uint16
}

type Range32 struct {
	Lo, Hi, Stride uint32
}

type RangeTable struct {
	R16         []Range16
	R32         []Range32
	LatinOffset int
}

var Upper = &RangeTable{
	R16: []Range16{
		{0x0041, 0x005a, 1},
		{0x00c0, 0x00d6, 1},
		{0x00d8, 0x00de, 1},
		{0x0100, 0x0136, 2},
	},
	R32: []Range32{
		{0x10400, 0x10427, 1},
	},
	LatinOffset: 3,
}

var Digit = &RangeTable{R16: []Range16{{0x0030, 0x0039, 1}}, LatinOffset: 1}

var Tables = map[string]int{"x": 1} // a map stays for start-up; what follows still runs at compile time

var Categories = []*RangeTable{Upper, Digit}

func Is(rt *RangeTable, r rune) bool {
	for _, g := range rt.R16 {
		if uint32(r) < uint32(g.Lo) {
			return false
		}
		if uint32(r) <= uint32(g.Hi) {
			return g.Stride == 1 || (uint32(r)-uint32(g.Lo))%uint32(g.Stride) == 0
		}
	}
	for _, g := range rt.R32 {
		if uint32(r) >= g.Lo && uint32(r) <= g.Hi {
			return (uint32(r)-g.Lo)%g.Stride == 0
		}
	}
	return false
}

// strconv-style tables
var pow10 = [...]uint64{1, 10, 100, 1000, 10000, 100000, 1000000, 10000000, 100000000, 1000000000, 10000000000}
var float64pow10 = []float64{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e22}
var float32pow10 = []float32{1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10}
var names = []string{"zero", "one", "two", "three"}
var nested = [][]int8{{1, -2}, {}, {3, -4, 5}}

// computed at compile time: a CRC-32 table (IEEE) and derived values
var crcTable = makeTable(0xedb88320)

func makeTable(poly uint32) *[256]uint32 {
	t := new([256]uint32)
	for i := 0; i < 256; i++ {
		crc := uint32(i)
		for j := 0; j < 8; j++ {
			if crc&1 == 1 {
				crc = (crc >> 1) ^ poly
			} else {
				crc >>= 1
			}
		}
		t[i] = crc
	}
	return t
}

func crc32(s string) uint32 {
	crc := ^uint32(0)
	for i := 0; i < len(s); i++ {
		crc = crcTable[byte(crc)^s[i]] ^ (crc >> 8)
	}
	return ^crc
}

var total = sum(pow10[:5]) + len(names)
var scaled = float64pow10[3] * 2.5
var half = float32pow10[2] / 8

func sum(xs []uint64) int {
	n := 0
	for _, x := range xs {
		n += int(x)
	}
	return n
}

// function values and a cycle
type op struct {
	name string
	f    func(int, int) int
}

var ops = []op{{"add", func(a, b int) int { return a + b }}, {"mul", mul}, {"sub", sub}}

func mul(a, b int) int { return a * b }
func sub(a, b int) int { return a - b }

type node struct {
	v    int
	next *node
}

var ring = makeRing(4)

func makeRing(n int) *node {
	first := &node{v: 0}
	p := first
	for i := 1; i < n; i++ {
		p.next = &node{v: i * i}
		p = p.next
	}
	p.next = first
	return first
}

type point struct {
	x, y int16
	tag  string
}

var grid = [2][3]point{{{1, 2, "a"}, {3, 4, "b"}, {5, 6, "c"}}, {{-1, -2, "d"}}}
var byName = struct {
	n    int
	p    *point
	list []point
}{7, &point{9, 9, "nine"}, []point{{1, 1, "one"}}}

func main() {
	for _, r := range []rune{'A', 'Z', 'a', 0xc5, 0xd7, 0x102, 0x103, 0x10410, '5'} {
		println(r, Is(Upper, r), Is(Digit, r), Is(Categories[0], r))
	}
	println(Upper.LatinOffset, len(Upper.R16), Digit.R16[0].Hi, Tables["x"])
	println(pow10[10], len(pow10), total)
	println(float64pow10[13] == 1e22, scaled, half, float32pow10[10] == 1e10)
	println(names[2], len(names), len(nested), len(nested[1]), nested[2][1])
	println(crcTable[1], crcTable[255], crc32("hello, world"))
	for _, o := range ops {
		println(o.name, o.f(6, 7))
	}
	p := ring
	for i := 0; i < 6; i++ {
		print(p.v, " ")
		p = p.next
	}
	println()
	println(grid[0][2].tag, grid[1][0].x, grid[1][2].tag == "", byName.n, byName.p.tag, byName.list[0].tag)
}

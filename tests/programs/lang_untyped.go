package main

// Untyped operands typed by their context: non-constant shifts of constants, comparisons used as
// booleans, nil for pointers and slices, elided composite element types, constant expressions
// mixed with variables, shadowing.

type Pair struct {
	A, B int16
}

func half(x int8) int8 { return x / 2 }

func nilSlice() []int { return nil }

func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}

func main() {
	var s uint = 5
	x := 1 << s
	var y int8 = 1 << (s - 2)
	var z uint64 = 1<<s + 1
	println(x, y, z, 1<<s, half(1<<s))
	a, b := 3, 4
	ok := a < b && b != 0 || a == b
	println(ok, flag(a == 3), flag(1 < 2), !ok)
	var p *Pair
	println(p == nil, len(nilSlice()))
	p = &Pair{1, 2}
	println(p != nil, p.A+p.B)
	grid := [2][3]int{{1, 2, 3}, {4, 5, 6}}
	pairs := []Pair{{1, 2}, {A: 3}, {B: 4}}
	ptrs := [2]*Pair{p, &pairs[1]}
	println(grid[1][2], pairs[2].B, ptrs[1].A, len(grid[0]))
	const n = len("four")
	var arr [n * 2]byte
	println(len(arr), cap(arr[1:3]), cap(arr[1:3:5]))
	c := 'a' + a
	var r rune = 'z' - 1
	println(c, r, string(r), string(rune(c)))
	str := "xyz"
	for i := 0; i < len(str); i++ {
		print(str[i]-'x', " ")
	}
	println()
	{
		a := "shadow"
		println(a)
	}
	println(a)
	switch 2 + 1 {
	case a:
		println("three")
	}
	var total int64
	for i := range [5]int{} {
		total += int64(i) << 40
	}
	println(total, total>>40)
	m := ^0
	var mu uint16 = ^uint16(0) >> 4
	println(m, mu, -x, ^x, x&^3)
}

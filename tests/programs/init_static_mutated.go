package main

// Tables built at compile time (interp.c) that the program writes at run time: they must be
// writable data, not the read-only section (tests/ir/init_static.go checks where each goes). Written
// by index, through a pointer, by a callee, by copy, by append within capacity, through an
// interface, a package variable assigned, and one kept only for reading.

type entry struct {
	key string
	n   int
}

var counts = []int{0, 0, 0, 0}
var table = &[4]entry{{"a", 1}, {"b", 2}, {"c", 3}, {"d", 4}}
var buf = make([]byte, 4, 8)
var bytes = []byte("hello")
var readOnly = []int{10, 20, 30}
var boxed interface{} = &entry{"boxed", 7}
var grid = [][]int{{1, 2}, {3, 4}}
var cur = &table[1] // the variable itself is assigned at run time

func bump(xs []int, i int) { xs[i]++ }

func fill(p *entry, n int) { p.n = n }

func main() {
	counts[1] = 5
	bump(counts, 2)
	bump(counts, 2)
	fill(&table[3], 40)
	table[0].key = "A"
	copy(bytes[1:], "ipp")
	b := append(buf[:4], 'x', 'y')
	buf[0] = 'q'
	boxed.(*entry).n++
	row := grid[1]
	cur = &table[2]
	row[0] = 33
	println(counts[0], counts[1], counts[2], counts[3])
	println(table[0].key, table[3].n, table[1].n)
	println(string(bytes), string(b[4:]), buf[0], len(buf), cap(buf))
	println(boxed.(*entry).n, grid[1][0], grid[0][1], cur.key)
	s := 0
	for _, v := range readOnly {
		s += v
	}
	println(s)
}

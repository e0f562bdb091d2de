// An array length is any constant that fits the boards' 32-bit int: [1<<30]byte and
// [1<<31-1]byte are types a pointer may point at (Go's nilptr.go uses them).
package main

var p *[1 << 30]byte
var q *[1<<31 - 1]byte

func main() {
	println(p == nil, q == nil, len(p), len(q), cap(q))
	var a [4]byte
	p2 := (*[1 << 30]byte)(nil)
	defer func() { println("recovered:", recover() != nil, a[0]) }()
	println(p2[256<<20])
}

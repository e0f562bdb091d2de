// println and print of slice values print Go's [len/cap]0xaddress; a nil slice's address is 0x0,
// the only one that is the same on every run and platform.
package main

type bytes []byte

func main() {
	var s []int
	println(s)
	println([]int(nil), len(s))
	var b bytes
	print(b, "\n")
	p := &b
	println(*p, "after")
	var rs [][]string
	println("nested", rs)
	s = make([]int, 3, 5)
	println(len(s), cap(s))
	s = nil
	println(s == nil, s)
}

package main

// Slices compared with nil: nil until they point at an array, and empty is not nil.

var arr [4]int

func main() {
	var s []int
	println(s == nil, nil == s, s != nil)
	s = arr[1:3]
	println(s == nil, s != nil, len(s), cap(s))
	t := s[0:0]
	println(t == nil, len(t))
}

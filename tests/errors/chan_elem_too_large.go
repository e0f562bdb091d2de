package main

type Big struct{ v [65536]byte }

type Edge [65535]byte

var g chan Big

func main() {
	var c chan Big
	_ = c
	ch := make(chan struct{ v [1 << 16]byte })
	close(ch)
	ok := make(chan Edge, 1)
	close(ok)
	var r <-chan [2][40000]byte
	_ = r
}

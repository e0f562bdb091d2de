package main

import (
	"io"
	_ "unsafe"
)

// a linkname to a variable the package does not have is an error, not a variable of zeros
//
//go:linkname missing io.NoSuchVariable
var missing error

//go:linkname wrongType io.EOF
var wrongType int

func main() {
	println(missing == nil, wrongType, io.EOF)
}

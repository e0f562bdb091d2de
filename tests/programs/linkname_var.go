// //go:linkname on a package-level variable makes it stand for the named variable of another
// package: reads and writes go to that variable (it read as zero before).
package main

import (
	"io"
	_ "unsafe"
)

//go:linkname myEOF io.EOF
var myEOF error

//go:linkname whence io.errWhence
var whence error

func main() {
	println(myEOF == io.EOF, myEOF.Error())
	println(whence.Error())
	io.EOF = nil
	println(myEOF == nil)
}

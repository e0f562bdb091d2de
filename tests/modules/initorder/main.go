// Go's initialisation order over packages: imported packages first (depth first, in the order
// of the imports), each package's variables by dependency (across its files), then its init
// functions in file-name and source order; main's own last, then main.main.
package main

// b before a (gofmt sorts the imports of one declaration, not the declarations)
import "example.com/initorder/b"

import (
	"example.com/initorder/a"
	"example.com/initorder/c"
)

var m = trace("main.m", a.A+b.B)

func trace(name string, v int) int {
	println("init", name, v)
	return v
}

func init() { println("main.init") }

func main() {
	println("main", m, c.Sum())
}

// Package clauses: the files of a package must agree on its name, and a main package cannot be
// imported.
package main

import (
	"example.com/clauses/tool"
	"example.com/clauses/two"
)

func main() {
	two.F()
	tool.G()
}

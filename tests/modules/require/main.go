// A module whose go.mod requires example.org/greet, found in the module cache fixture
// (tests/modules/modcache, with GOPROXY=off), and example.org/local, replaced by ./local.
package main

import (
	"example.org/greet"
	"example.org/local"
)

func main() {
	println(greet.Hello("module cache"))
	println(local.Twice(greet.Count("gopher")))
}

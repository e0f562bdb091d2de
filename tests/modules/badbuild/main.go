// A malformed //go:build line: the go command reports it and loads no further (tests/modules/constraints
// has an import whose files are all excluded)
package main

import "example.com/badbuild/only"

func main() {
	println(only.X)
}

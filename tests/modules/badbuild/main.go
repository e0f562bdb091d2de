// A malformed //go:build line, and an import whose files are all excluded
package main

import "example.com/badbuild/only"

func main() {
	println(only.X)
}

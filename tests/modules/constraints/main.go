// An import whose files are all excluded
package main

import "example.com/constraints/only"

func main() {
	println(only.X)
}

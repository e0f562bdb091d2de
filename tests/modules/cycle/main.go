// a imports b imports a: an import cycle, reported at the import that closes it
package main

import "example.com/cycle/a"

func main() {
	println(a.A)
}

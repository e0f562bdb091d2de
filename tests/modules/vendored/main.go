// A module whose dependency example.org/greet is in its vendor/ directory (go mod vendor): the
// go command builds from vendor/ when it is there, with no module cache.
package main

import "example.org/greet"

func main() {
	println(greet.Hello("vendor"), greet.Count("vendor"))
}

// corogo:no-oracle
// The built-in packages' unexported fields stay hidden, also through embedding; a field of the
// user's own type with the same name is fine.
package main

import "interrupt"

type Wrapper struct {
	interrupt.Signal
	count int
}

var s interrupt.Signal
var w Wrapper

func main() {
	println(s.count)
	println(w.count)
	println(w.Signal.count)
	println(s.Pending())
}

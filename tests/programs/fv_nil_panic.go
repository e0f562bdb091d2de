// Calling a nil func value panics like Go.
package main

type handler struct {
	on func(int)
}

func main() {
	var h handler
	println(h.on == nil)
	h.on(1)
}

package main

//go:linkname wrongname c_foo
func foo()

//go:linkname bar
func bar()

//corogo:pool 0
func p1() {}

//corogo:interrupt many
func isr() {}

//corogo:frobnicate
func q() {}

//export
func e() {}

//go:linkname withbody c_withbody
func withbody() {}

func main() {}

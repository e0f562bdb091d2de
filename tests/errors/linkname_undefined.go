package main

// A body-less function linked to a C symbol that neither the runtime nor any C file given
// defines: the linker's "undefined symbol" becomes an error at the function (#11 item 11: every
// diagnostic has a position when the input has one).

//go:linkname missing c_missing_symbol
func missing() int

//go:linkname alsoMissing c_also_missing
func alsoMissing(x int) int

func main() {
	println(missing(), alsoMissing(2))
}

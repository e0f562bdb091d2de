package main

// tests/driver/ldflags.sh: -ldflags "-X" sets string variables, uninitialised or initialised to a
// constant string, in main and in a library package of its own name space.

var Version = "dev"
var Commit string
var Built = "at " + "noon"

func main() {
	println(Version, Commit, Built)
}

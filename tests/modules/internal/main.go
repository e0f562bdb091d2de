package main

// Go's internal packages: a/internal/x may be imported by a and a/sub (the tree of its parent a),
// not by b nor by the main package at the module's root
import (
	"example.com/internal/a"
	"example.com/internal/a/internal/x"
	"example.com/internal/a/sub"
	"example.com/internal/b"
)

func main() { println(a.V(), sub.V(), b.V(), x.V()) }

package main

import (
	"runtime"
	rt "runtime"
)

func main() {
	println("hi")
}

package main

// corogo:no-oracle (range over an integer is Go 1.22; the reference toolchain here is Go 1.19)
// for range n, with and without an iteration variable, over typed and untyped counts.

func main() {
	for i := range 4 {
		print(i, " ")
	}
	println()
	var n uint8 = 3
	count := 0
	for range n {
		count++
	}
	println(count)
	var j int
	for j = range 5 {
	}
	println(j)
}

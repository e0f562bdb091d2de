package main

// A frame of 80,000 bytes never fits the 64 KiB stack of the board: the build fails, naming the
// worst case and the -stack-size that would hold it (docs/memory.md, "Worst-case stack use"). Two
// arrays of 40,000 bytes: a single variable above 64 KiB would go to the heap (escape.c).

//go:noinline
func fill(n int) int32 {
	var a, b [10000]int32
	for i := range a {
		a[i] = int32(n + i)
		b[i] = a[i] ^ int32(n)
	}
	return a[n&1023] + b[n&511]
}

func main() {
	println(fill(3))
}

package main

// A frame of 80,000 bytes never fits the 64 KiB stack of the board: the build fails, naming the
// worst case and the -stack-size that would hold it (docs/memory.md, "Worst-case stack use").

//go:noinline
func fill(n int) int32 {
	var a [20000]int32
	for i := range a {
		a[i] = int32(n + i)
	}
	return a[n&1023]
}

func main() {
	println(fill(3))
}

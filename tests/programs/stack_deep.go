// A deep but bounded recursion: 800 calls of a function with a 128-byte local array need more
// than the default 64 KiB stack at every -O level and less than the 256 KiB its .flags ask for
// (-stack-size=256K), so it runs to the end. tests/driver/stack_size.sh runs it with a small
// -stack-size and expects "fatal error: stack overflow" instead.
package main

var depth = 800

// sum(n) = n + (n-1) + ... + 1, through a frame that keeps 32 words alive across the call
func sum(n int) int {
	var pad [32]int32
	for i := range pad {
		pad[i] = int32(n + i)
	}
	if n == 0 {
		return 0
	}
	r := sum(n - 1)
	return r + int(pad[n%32]) - n%32
}

func main() {
	println("sum of 1 ..", depth, "=", sum(depth))
}

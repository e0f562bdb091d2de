// Unbounded recursion through frames bigger than the 1 KiB stack guard (a 4 KiB local array): such
// a frame could lie wholly below the guard, so the compiler checks SP against the stack's limit at
// the entry of every function with over 512 bytes of locals (src/transform/stackcheck.c), before the frame
// is written. The program ends with "fatal error: stack overflow" and exit status 2 (Go: the same
// line, then a traceback).
package main

var limit = 1 << 30 // never reached

func big(n int) int {
	var buf [1024]int32
	for i := range buf {
		buf[i] = int32(n + i)
	}
	if n == limit {
		return 0
	}
	return big(n+1) + int(buf[n%1024])
}

func main() {
	println("4 KiB frames")
	println(big(0))
}

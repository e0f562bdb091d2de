package main

// Goroutines whose frames need 8-byte alignment (an int64 and a float64 live across suspends) and
// goroutines whose frames need 4, side by side, several of each at once: the 8-aligned pool's
// slots start 4 bytes into their buffer so that each frame after its 4-byte header is 8-aligned
// (tests/frames/align8.expected checks the report), and every value survives its suspends.

func wide(id int64, f float64) {
	a := id * 1000000007
	b := f * 1.5
	coroSuspend()
	a += id
	b += 0.25
	coroSuspend()
	println("wide", id, a, b)
}

func narrow(id int) {
	k := id * 7
	coroSuspend()
	println("narrow", id, k)
}

func main() {
	for i := 1; i <= 3; i++ {
		go wide(int64(i)<<33, float64(i))
		go narrow(i)
	}
}

package main

// corogo:oracle
// panic of a large unsigned value prints it unsigned, like Go.

func main() {
	var x uint64 = 1 << 63
	panic(x + 5)
}

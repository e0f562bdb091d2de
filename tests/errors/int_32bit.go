package main

// int and uint are 32 bits on corogo's targets: constants that fit Go's 64-bit int on a PC do not.

func main() {
	x := 1 << 40
	var y int = 3000000000
	println(5000000000)
	const big = 1 << 33
	var z int64 = big
	var u uint = big >> 2
	println(x, y, z, u)
}

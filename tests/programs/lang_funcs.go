package main

// Multiple and named results, recursion, swaps, op-assign, conversions, string(rune),
// string concatenation and comparison.

func divmod(a, b int) (q, r int) {
	q = a / b
	r = a % b
	return
}

func fib(n int) int {
	if n < 2 {
		return n
	}
	return fib(n-1) + fib(n-2)
}

func even(n int) bool {
	if n == 0 {
		return true
	}
	return odd(n - 1)
}

func odd(n int) bool {
	if n == 0 {
		return false
	}
	return even(n - 1)
}

func pair() (int, string) { return 7, "seven" }

func sum3(a, b, c int) int { return a + b + c }

func three() (int, int, int) { return 1, 2, 3 }

func main() {
	q, r := divmod(17, 5)
	println(q, r)
	println(fib(15), even(10), odd(7))
	a, b := 1, 2
	a, b = b, a
	println(a, b)
	n, s := pair()
	println(n, s)
	println(sum3(three()))
	x := 10
	x += 5
	x -= 3
	x *= 4
	x /= 6
	x %= 5
	x <<= 3
	x >>= 1
	x |= 1
	x &= 0xd
	x ^= 3
	x &^= 4
	println(x)
	var big int64 = 1<<40 + 5
	println(int32(big), uint8(big), int8(-129+256))
	var u uint16 = 65535
	m1 := int8(-1)
	println(int16(u), uint32(m1))
	println(string(rune(65)), string(rune(0x4e16)), string(rune(-1)) == "\uFFFD")
	greeting := "hello"
	greeting += ", " + "world"
	println(greeting, len(greeting))
	println("abc" < "abd", "b" > "abc", "x" == "x", greeting != "hello")
	type Celsius int
	c := Celsius(100)
	println(int(c)+1, c/3)
}

// div64: unsigned and signed 64-bit division and remainder of many dividends and divisors of every
// magnitude (the runtime's own 64-bit division on the boards, runtime-baremetal/div64.c), checked
// against Go's: q*d+r == n and r < d for each, and a running sum of the quotients and remainders.
package main

var seed uint64 = 0x9e3779b97f4a7c15

func next() uint64 {
	seed ^= seed << 13
	seed ^= seed >> 7
	seed ^= seed << 17
	return seed
}

func main() {
	edges := []uint64{1, 2, 3, 7, 9, 10, 16, 255, 0xffff, 0x10000, 0x10001, 1e9, 0xffffffff, 0x100000000,
		0x100000001, 1 << 63, 1<<63 + 1, 0xffffffffffffffff, 0xfffffffffffffffe, 12345678901234567}
	var sum, bad uint64
	check := func(n, d uint64) {
		q, r := n/d, n%d
		if q*d+r != n || r >= d {
			bad++
		}
		sum = sum*31 + q ^ r
		s, t := int64(n)/int64(d|1), int64(n)%int64(d|1)
		sum = sum*31 + uint64(s) ^ uint64(t)
	}
	for _, n := range edges {
		for _, d := range edges {
			check(n, d)
		}
	}
	for i := 0; i < 3000; i++ {
		n, d := next(), next()
		switch i % 5 {
		case 0:
			n >>= next() % 64
		case 1:
			d >>= 32 + next()%32
		case 2:
			d >>= 48 + next()%16
		case 3:
			n >>= 32
			d >>= 32 + next()%32
		}
		if d == 0 {
			d = 1
		}
		check(n, d)
	}
	println(sum, bad)
}

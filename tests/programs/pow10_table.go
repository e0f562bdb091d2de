package main

// pow10_table.go - strconv's table of 696 powers of ten (10^-348 to 10^347), which corogo stores
// at -Os and -Oz as every twentieth entry and two bits per entry (src/transform/pow10tab.c): every
// entry read by parsing (Eisel-Lemire: a 19-digit mantissa times each power of ten), and float64
// and float32 formatting (ryu, shortest and fixed precision) across the binary exponents, and
// exact halfway cases that round to even only with every bit of the exact entries right.

import (
	"fmt"
	"math"
	"strconv"
)

func main() {
	h := uint64(0)
	for e := -348; e <= 347; e++ {
		s := "1234567890123456789e" + strconv.Itoa(e)
		f, err := strconv.ParseFloat(s, 64)
		g, err2 := strconv.ParseFloat("9007199254740993"+"e"+strconv.Itoa(e), 64)
		if e%4 == 0 {
			fmt.Println(e, f, err, g, err2)
		}
		h = h*31 + math.Float64bits(f) ^ math.Float64bits(g)
	}
	fmt.Println("parse", h)
	for e := -1074; e <= 1023; e += 3 {
		f := math.Ldexp(1.2345678901234567, e)
		fmt.Printf("%d %v %.3e %.17g %.2f\n", e, f, f, f, math.Ldexp(1.2345678901234567, e%64))
	}
	for e := -149; e <= 127; e += 2 {
		f := float32(math.Ldexp(1.7654321, e))
		fmt.Println(e, f, strconv.FormatFloat(float64(f), 'e', 5, 32))
	}
	// exact halfway cases, rounded to even only if the low words of the exact entries (10^0 to
	// 10^55) are exact too
	p := 1.0
	for n := 0; n <= 20; n++ {
		fmt.Printf("%d %.0e %.1e %.2e %.0e %.1e\n", n, 25*p, 125*p, 3125*p, 35*p, 1375*p)
		fmt.Println(strconv.FormatFloat(float64(float32(25*p)), 'e', 0, 32), strconv.FormatFloat(float64(float32(125*p)), 'e', 1, 32))
		p *= 10
	}
	// 2^-k and 3*2^-k to one digit fewer than they have: ties multiplied by 10^q, q > 0
	five := uint64(1)
	for k := 1; k <= 26; k++ {
		five *= 5
		x, d := math.Ldexp(1, -k), len(strconv.FormatUint(five, 10))-2
		fmt.Printf("%d %.*e %.*e %.*e\n", k, d, x, d, 3*x, d, 7*x)
	}
}

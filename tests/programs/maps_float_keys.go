// Float and complex map keys follow Go's ==: +0 and -0 are one key, a NaN key is never found.
package main

import "math"

func main() {
	m := map[float64]int{}
	m[0.0] = 1
	m[math.Copysign(0, -1)] += 10
	m[math.NaN()] = 5
	m[math.NaN()] = 6
	m[2.5]++
	_, ok := m[math.NaN()]
	println(len(m), m[0], m[2.5], ok)
	c := map[complex128]string{complex(1, 2): "a"}
	println(c[complex(1, 2)])
}

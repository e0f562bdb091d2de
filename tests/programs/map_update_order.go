// map_update_order.go - m[k] op= v and m[k]++ as Go orders them: the right-hand side before the
// map is read, one insertion for the read and the write, and an integer / or % that panics on a
// zero divisor before the key is inserted (a negative shift count after); every value kind.
package main

type pt struct {
	x int16
	s string
}

func main() {
	m := map[string]int{}
	f := func() int { m["a"] = 10; return 1 }
	m["a"] += f()
	g := func() int { m["b"] = 7; return 2 }
	m["b"] /= g()
	h := func() int { m["r"] = 9; return 4 }
	m["r"] %= h()
	m["a"]++
	m["z"]--
	m["z"] -= 3
	m["z"] *= 5
	m["z"] |= 64
	m["z"] ^= 1
	m["z"] &^= 4
	println(m["a"], m["b"], m["r"], m["z"], len(m))

	func() {
		defer func() { println("recovered:", recover().(error).Error()) }()
		z := 0
		m["c"] /= z
	}()
	_, ok := m["c"]
	println("c present:", ok)
	func() {
		defer func() { println("recovered:", recover().(error).Error()) }()
		s := -1
		m["d"] <<= s
	}()
	_, ok = m["d"]
	println("d present:", ok)

	var nm map[int]int
	func() {
		defer func() { println("recovered:", recover().(error).Error()) }()
		nm[1]++
	}()

	fm := map[int]float64{}
	fm[3]++
	fm[3] *= 2.5
	fm[4] -= 0.5
	fm[3] /= 4
	println(fm[3], fm[4])

	sm := map[int32]string{}
	for i := int32(0); i < 20; i++ {
		sm[i%3] += string(rune('a' + i))
	}
	println(sm[0], sm[1], sm[2])

	cm := map[uint8]complex128{}
	cm[1] += 2 + 3i
	cm[1] *= 1i
	println(real(cm[1]), imag(cm[1]))

	pm := map[pt]uint{}
	for i := 0; i < 40; i++ {
		pm[pt{int16(i % 4), "k"}] += uint(i)
		pm[pt{int16(i % 4), "k"}] <<= 1
		pm[pt{int16(i % 4), "k"}] >>= 1
	}
	println(pm[pt{0, "k"}], pm[pt{3, "k"}], len(pm))
}

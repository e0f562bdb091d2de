// Map keys of interface type: map[any]int, map[error]T, map[I]T and a struct key holding an
// interface, hashed and compared by dynamic type and value (1, int8(1), A(1) and "1" are four
// keys; nil is a key; P{1, 2} found through another interface value holding an equal P; +0 and
// -0 one key, every NaN a new one; errors.New values by identity), with delete (also of every key during a range), len, the
// two-valued lookup, m[k] op= v and range sums (never the order).
package main

import (
	"errors"
	"math"
)

type I interface{ M() int }

type A int

func (a A) M() int { return int(a) }

type B struct{ s string }

func (b B) M() int { return len(b.s) }

type P struct{ x, y int }

type K struct {
	k any
	n int
}

func main() {
	m := map[any]int{}
	m[1] = 10
	m["one"] = 11
	m[int8(1)] = 12
	m[1.5] = 13
	m[P{1, 2}] = 14
	m[nil] = 15
	m[true] = 16
	m[A(1)] = 17
	m["1"] = 18
	println(len(m), m[1], m["one"], m[int8(1)], m[1.5], m[P{1, 2}], m[nil], m[true], m[A(1)], m["1"])
	println(m[int16(1)], m["on"+"e"], m[uint(1)], m[P{2, 1}], m[false])
	var x any = P{1, 2}
	m[x] += 100
	m[x]++
	println(m[P{1, 2}])
	delete(m, "one")
	v, ok := m["one"]
	println(len(m), v, ok)
	zero := 0.0
	m[-zero] = 20
	m[0.0] += 1
	println(m[0.0], m[math.Copysign(0, -1)], len(m))
	nan := math.NaN()
	m[nan] = 1
	m[nan] = 2
	_, found := m[nan]
	println(len(m), found)
	sum := 0
	for k, v := range m {
		if f, isf := k.(float64); isf && f != f {
			sum += 1000 * v
		} else {
			sum += v
		}
	}
	println(sum)
	for k := range m {
		delete(m, k)
	}
	println(len(m), m[1])

	e1 := errors.New("x")
	e2 := errors.New("x")
	me := map[error]int{e1: 1, e2: 2}
	var enil error
	me[enil] = 3
	println(len(me), me[e1], me[e2], me[nil], me[errors.New("x")])

	mi := map[I]string{A(3): "a3", B{"hi"}: "bhi"}
	var i I = B{"hi"}
	println(mi[A(3)], mi[i], mi[B{"ho"}] == "", mi[A(4)] == "", len(mi))
	mi[i] = "again"
	println(mi[B{"hi"}], len(mi))

	mk := map[K]int{{1, 2}: 3, {"a", 2}: 4, {nil, 0}: 5}
	println(mk[K{1, 2}], mk[K{"a", 2}], mk[K{"a", 3}], mk[K{}], mk[K{int64(1), 2}], len(mk))
	ma := map[[2]any]int{{1, "x"}: 6}
	ma[[2]any{1, "x"}]++
	println(ma[[2]any{1, "x"}], ma[[2]any{"x", 1}])
}

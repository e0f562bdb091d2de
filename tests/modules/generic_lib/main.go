// A program using the module's generic packages the way code uses golang.org/x/exp's slices,
// maps and constraints: instances with the element types inferred, named slice and map types
// through ~[]E and ~map[K]V, Min/Max over Ordered, keys sorted for a deterministic output.
package main

import (
	"example.com/generic_lib/constraints"
	"example.com/generic_lib/maps"
	"example.com/generic_lib/slices"
)

type Celsius float64

type Names []string

type Stock map[string]int

func Clamp[T constraints.Ordered](v, lo, hi T) T {
	if v < lo {
		return lo
	}
	if v > hi {
		return hi
	}
	return v
}

func Sum[T constraints.Integer | constraints.Float](xs []T) T {
	var s T
	for _, x := range xs {
		s += x
	}
	return s
}

func main() {
	xs := []int{5, 2, 8, 2, 9, 1}
	println(slices.Index(xs, 8), slices.Contains(xs, 7), slices.Min(xs), slices.Max(xs))
	slices.Sort(xs)
	for _, x := range xs {
		print(x, " ")
	}
	println()
	i, ok := slices.BinarySearch(xs, 8)
	println(i, ok)
	xs = slices.Compact(xs)
	println(len(xs), slices.Equal(xs, []int{1, 2, 5, 8, 9}))

	ns := Names{"carol", "alice", "bob"}
	ns = slices.Insert(ns, 1, "dave")
	slices.Sort(ns)
	slices.Reverse(ns)
	for _, n := range ns {
		print(n, " ")
	}
	println(slices.Max(ns))

	temps := []Celsius{21.5, -3, 40}
	println(slices.Min(temps) < 0, Clamp(temps[2], 0, 35) == 35, Sum(temps) > 58)

	st := Stock{"apple": 3, "pear": 0, "fig": 7}
	keys := maps.Keys(st)
	slices.Sort(keys)
	for _, k := range keys {
		print(k, "=", st[k], " ")
	}
	println()
	vals := maps.Values(st)
	slices.Sort(vals)
	println(len(vals), vals[0], vals[2], Sum(vals))
	cp := maps.Clone(st)
	println(maps.Equal(st, cp))
	maps.DeleteFunc(cp, func(k string, v int) bool { return v == 0 })
	println(len(cp), maps.Equal(st, cp), Clamp("m", "a", "k"))
}

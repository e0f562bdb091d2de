// Package slices holds generic functions over slices of any element type, in the shape of
// golang.org/x/exp/slices (written for this test): Index, Contains, Equal, Insert, Reverse, Sort,
// SortFunc, BinarySearch, Compact, Min and Max.
package slices

import "example.com/generic_lib/constraints"

// Index returns the first index of v in s, or -1.
func Index[E comparable](s []E, v E) int {
	for i := range s {
		if v == s[i] {
			return i
		}
	}
	return -1
}

// Contains reports whether v is in s.
func Contains[E comparable](s []E, v E) bool { return Index(s, v) >= 0 }

// Equal reports whether two slices hold the same elements in the same order.
func Equal[E comparable](a, b []E) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Insert puts vs into s at index i.
func Insert[S ~[]E, E any](s S, i int, vs ...E) S {
	out := make(S, 0, len(s)+len(vs))
	out = append(out, s[:i]...)
	out = append(out, vs...)
	return append(out, s[i:]...)
}

// Reverse reverses s in place.
func Reverse[E any](s []E) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// Sort sorts s in increasing order (insertion sort: small slices).
func Sort[E constraints.Ordered](s []E) {
	SortFunc(s, func(a, b E) bool { return a < b })
}

// SortFunc sorts s by less, stably.
func SortFunc[E any](s []E, less func(a, b E) bool) {
	for i := 1; i < len(s); i++ {
		for j := i; j > 0 && less(s[j], s[j-1]); j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
}

// BinarySearch finds target in the sorted s: its index and whether it is there.
func BinarySearch[E constraints.Ordered](s []E, target E) (int, bool) {
	lo, hi := 0, len(s)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if s[m] < target {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo, lo < len(s) && s[lo] == target
}

// Compact replaces runs of equal elements by one.
func Compact[S ~[]E, E comparable](s S) S {
	if len(s) < 2 {
		return s
	}
	i := 1
	for k := 1; k < len(s); k++ {
		if s[k] != s[k-1] {
			s[i] = s[k]
			i++
		}
	}
	return s[:i]
}

// Min returns the smallest element of a non-empty s.
func Min[E constraints.Ordered](s []E) E {
	m := s[0]
	for _, v := range s[1:] {
		if v < m {
			m = v
		}
	}
	return m
}

// Max returns the largest element of a non-empty s.
func Max[E constraints.Ordered](s []E) E {
	m := s[0]
	for _, v := range s[1:] {
		if v > m {
			m = v
		}
	}
	return m
}

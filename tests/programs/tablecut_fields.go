// Read-only tables read through some of their fields (src/transform/tablecut.c): unicode's
// CaseRanges through ToUpper alone (Lo, Hi and Delta[UpperCase] of each record), and tables of
// the program's own read by binary searches (an int64 field, aligned to 8, among 1-byte ones) and
// by a loop and constant indices (folded); a table whose element addresses escape into a call
// stays whole.
package main

import (
	"strings"
	"unicode"
)

type span struct {
	lo, hi uint32
	delta  [3]int32
	id     uint8
}

var spans = []span{
	{0x41, 0x5a, [3]int32{0, 32, 0}, 1},
	{0x61, 0x7a, [3]int32{-32, 0, -32}, 2},
	{0xc0, 0xd6, [3]int32{0, 32, 0}, 3},
	{0x391, 0x3a9, [3]int32{0, 32, 0}, 4},
	{0x410, 0x42f, [3]int32{0, 32, 0}, 5},
	{0x531, 0x556, [3]int32{0, 48, 0}, 6},
}

type pair struct {
	k int16
	v int64
	w float64
}

var pairs = [...]pair{{3, 30, 0.5}, {-7, -70, 1.5}, {11, 1 << 40, 2.5}}

var whole = [...]pair{{1, 2, 3}, {4, 5, 6}}

func lower(r rune) (rune, uint8) {
	lo, hi := 0, len(spans)
	for lo < hi {
		m := lo + (hi-lo)/2
		s := spans[m]
		if uint32(r) >= s.lo && uint32(r) <= s.hi {
			return r + s.delta[1], s.id
		}
		if uint32(r) < s.lo {
			hi = m
		} else {
			lo = m + 1
		}
	}
	return r, 0
}

func sum(p *[3]pair) int64 {
	t := int64(0)
	for i := range p {
		t += p[i].v
	}
	return t
}

type rec struct {
	a  uint8
	b  int64
	c  uint16
	d  float64
	e  [2]int8
}

var recs = []rec{
	{1, -1 << 40, 7, 0.5, [2]int8{-1, 2}},
	{3, 1 << 41, 8, 1.5, [2]int8{-3, 4}},
	{5, -3, 9, 2.5, [2]int8{-5, 6}},
	{7, 1 << 50, 10, 3.5, [2]int8{-7, 8}},
	{9, 42, 11, 4.5, [2]int8{-9, 10}},
	{11, -42, 12, 5.5, [2]int8{-11, 12}},
}

func find(k uint8) (int64, int8) {
	lo, hi := 0, len(recs)
	for lo < hi {
		m := lo + (hi-lo)/2
		if recs[m].a == k {
			return recs[m].b, recs[m].e[1]
		}
		if recs[m].a < k {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return 0, 0
}

//go:noinline
func keep(p *pair) float64 { return p.w }

func main() {
	s := "héllo, ǅemal ß ΣΑΣ ﬀ 𐐨 ǆ ı ÿ"
	println(strings.ToUpper(s))
	for _, r := range "ǅaÀÿσ" {
		println(unicode.ToUpper(r))
	}
	for _, r := range "AbÇΔz!ЖԱ" {
		l, n := lower(r)
		println(string(l), n)
	}
	println(sum(&pairs), pairs[1].k, pairs[2].v)
	for k := uint8(0); k < 13; k++ {
		b, e := find(k)
		println(k, b, e)
	}
	for i := range whole {
		println(keep(&whole[i]) > 2, whole[i].k)
	}
}

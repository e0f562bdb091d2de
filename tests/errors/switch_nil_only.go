package main

type T struct{ a int }

func main() {
	var s, s2 []int
	f := func() {}
	var m map[int]int
	switch s {
	case s2:
	}
	switch f {
	case f:
	}
	switch m {
	case nil, m:
	}
	_ = []*T{{1}, {b: 2}}
	_ = x << 1.5
}

var x = 1

// Named map types with methods (value receivers see the same map), conversions between a named
// map type and its underlying type, sets as map[K]struct{} and map[K]bool, maps of zero-size and
// large values, a map of arrays of maps, and len/delete through a method.
// corogo:oracle
package main

type Scores map[string]int

func (s Scores) Add(name string, n int) { s[name] += n }

func (s Scores) Best() (string, int) {
	best, who := -1, ""
	for k, v := range s {
		if v > best || (v == best && k < who) {
			best, who = v, k
		}
	}
	return who, best
}

func (s *Scores) Reset() { *s = Scores{} }

type Set map[int]struct{}

func (s Set) Has(k int) bool {
	_, ok := s[k]
	return ok
}

type Big struct {
	vals [40]int
	name string
}

func main() {
	s := Scores{"ann": 3}
	s.Add("bob", 5)
	s.Add("ann", 4)
	who, n := s.Best()
	println(who, n, len(s))
	var plain map[string]int = s
	plain["cy"] = 9
	who, n = Scores(plain).Best()
	println(who, n, len(s))
	s.Reset()
	println(len(s), len(plain))

	set := Set{}
	for i := 0; i < 50; i += 7 {
		set[i] = struct{}{}
	}
	delete(set, 14)
	println(len(set), set.Has(21), set.Has(14), set.Has(22))
	seen := map[string]bool{}
	for _, w := range []string{"a", "b", "a", "c", "b"} {
		if !seen[w] {
			seen[w] = true
		}
	}
	println(len(seen), seen["a"], seen["z"])

	bigs := map[int]Big{}
	var b Big
	b.vals[39] = 7
	b.name = "big"
	bigs[1] = b
	b.vals[39] = 8
	println(bigs[1].vals[39], bigs[1].name, bigs[2].vals[0], len(bigs[3].name))

	grid := map[[2]int][2]map[string]int{}
	grid[[2]int{1, 1}] = [2]map[string]int{{"x": 1}, nil}
	cell := grid[[2]int{1, 1}]
	cell[0]["y"] = 2
	println(len(grid[[2]int{1, 1}][0]), grid[[2]int{1, 1}][1] == nil, grid[[2]int{0, 0}][0]["x"])
}

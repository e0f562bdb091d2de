package main

// Go's sort package from GOROOT over corogo's internal/reflectlite (Swapper, Value.Len):
// Ints, Strings, Float64s, Slice, SliceStable, Sort, Stable, Reverse (a struct embedding
// sort.Interface), Search and its helpers, IsSorted, SliceIsSorted.

import "sort"

type person struct {
	name string
	age  int
}

type byAge []person

func (a byAge) Len() int           { return len(a) }
func (a byAge) Swap(i, j int)      { a[i], a[j] = a[j], a[i] }
func (a byAge) Less(i, j int) bool { return a[i].age < a[j].age }

func show(p []person) {
	for _, x := range p {
		print(x.name, ":", x.age, " ")
	}
	println()
}

func main() {
	s := []int{5, 2, 8, 1, 9, 3, 7, 7, 0}
	sort.Ints(s)
	for _, x := range s {
		print(x, " ")
	}
	println(sort.IntsAreSorted(s))
	println(sort.SearchInts(s, 8), sort.SearchInts(s, 4), sort.SearchInts(s, 100))
	names := []string{"pear", "fig", "apple", "kiwi", "date", "plum"}
	sort.Slice(names, func(i, j int) bool { return len(names[i]) < len(names[j]) })
	println(sort.SliceIsSorted(names, func(i, j int) bool { return len(names[i]) < len(names[j]) }))
	sort.SliceStable(names, func(i, j int) bool { return names[i][0] < names[j][0] })
	for _, x := range names {
		print(x, " ")
	}
	println()
	sort.Strings(names)
	println(names[0], names[len(names)-1], sort.SearchStrings(names, "fig"))
	f := []float64{2.5, -1, 3.25, 0}
	sort.Float64s(f)
	println(f[0], f[3])
	people := []person{{"ann", 30}, {"bob", 25}, {"cid", 30}, {"dee", 20}, {"eve", 25}}
	sort.Stable(byAge(people))
	show(people)
	sort.Sort(sort.Reverse(byAge(people)))
	println(sort.IsSorted(sort.Reverse(byAge(people))), people[0].age, people[4].age)
	sort.Sort(sort.Reverse(sort.IntSlice(s)))
	println(s[0], s[8])
	i := sort.Search(100, func(i int) bool { return i*i >= 50 })
	println(i)
	// a slice of 12-byte elements, and of bytes: the swapper's general and small paths
	type triple struct{ a, b, c int32 }
	t := []triple{{3, 0, 0}, {1, 1, 1}, {2, 2, 2}}
	sort.Slice(t, func(i, j int) bool { return t[i].a < t[j].a })
	println(t[0].a, t[0].b, t[1].a, t[2].a)
	b := []byte("sorting")
	sort.Slice(b, func(i, j int) bool { return b[i] < b[j] })
	println(string(b))
	var one []int
	sort.Slice(one, func(i, j int) bool { return false })
	one = append(one, 1)
	sort.Slice(one, func(i, j int) bool { return false })
	println(len(one))
}

// Under -heap=none, package initialisers that run at compile time are accepted even though they
// allocate (a slice literal, a map literal, strconv.Itoa's string, a concatenation): their objects
// are static data (src/interp), so nothing allocates at run time. The check runs on the calls
// that are left after package initialisation at compile time.
package main

import (
	"strconv"
	"unicode"
)

var digits = []int{3, 1, 4, 1, 5, 9, 2, 6}
var names = map[string]int{"one": 1, "two": 2, "three": 3}
var prefix = "pi"
var label = prefix + "=" + strconv.Itoa(31415)
var words = []string{"alpha", "Beta", "gamma"}

func main() {
	sum := 0
	for _, d := range digits {
		sum += d
	}
	println(label, sum, len(digits), names["two"], names["four"], len(names))
	for _, w := range words {
		println(w, unicode.IsUpper(rune(w[0])), unicode.ToUpper(rune(w[0])) == rune(w[0]))
	}
}

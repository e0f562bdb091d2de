// Package util counts who initialises when.
package util

var calls int

// Total is initialised before init runs (variables first, then init functions).
var Total = Count("util.Total")

func init() {
	println("util.init, calls =", calls)
	Total += 100
}

// Count records one more caller.
func Count(who string) int {
	calls++
	println("count", who, calls)
	return calls
}

// Calls is how many times Count ran.
func Calls() int { return calls }

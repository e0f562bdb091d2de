// Package sample is tests/test's package under test: a little arithmetic for its tests to check.
package sample

// Add returns a + b.
func Add(a, b int) int { return a + b }

// Div returns a / b and whether b was not zero.
func Div(a, b int) (int, bool) {
	if b == 0 {
		return 0, false
	}
	return a / b, true
}

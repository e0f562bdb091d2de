// Package local is the target of the replace directive of tests/modules/require (a local directory).
package local

// Twice doubles n.
func Twice(n int) int { return 2 * n }

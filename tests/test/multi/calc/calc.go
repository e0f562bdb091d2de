// Package calc is the package with tests of tests/test/multi (corogo test ./...).
package calc

import "example.com/multi/notests"

// Twice doubles n with the other package.
func Twice(n int) int { return notests.Add(n, n) }

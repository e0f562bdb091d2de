// Package notests is the package without tests of tests/test/multi: go test says so.
package notests

// Add returns a + b.
func Add(a, b int) int { return a + b }

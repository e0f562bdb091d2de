// Package hang is tests/test's hanging test: -timeout kills the board and reports it as Go does.
package hang

import "testing"

var spins int

func TestQuick(t *testing.T) {}

func TestHangs(t *testing.T) {
	for {
		spins++
	}
}

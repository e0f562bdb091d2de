// Package boards is tests/test's package with a file per CPU family: corogo test selects the
// board's files by their build constraints, as the go command does.
package boards

import "testing"

func TestIRQ(t *testing.T) {
	t.Log("the board's test-timer IRQ is", timerIRQ)
}

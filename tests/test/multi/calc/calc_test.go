package calc

import "testing"

func TestTwice(t *testing.T) {
	if Twice(21) != 42 {
		t.Error("Twice(21) is not 42")
	}
}

package stack

import "testing"

// Len is the number of items, for the external tests (Go's export_test.go pattern).
func (s *Stack) Len() int { return len(s.items) }

func TestInternal(t *testing.T) {
	var s Stack
	s.Push(1)
	if len(s.items) != 1 {
		t.Error("one push, items", s.items)
	}
	count()
}

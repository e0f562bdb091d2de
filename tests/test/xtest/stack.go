// Package stack is tests/test's package with external tests (package stack_test), helpers
// (t.Helper), parallel tests and sub-benchmarks: corogo test against go test (run-test.sh).
package stack

// Stack is a stack of ints.
type Stack struct {
	items []int
}

// Push puts v on top.
func (s *Stack) Push(v int) { s.items = append(s.items, v) }

// Pop takes the top off; false when empty.
func (s *Stack) Pop() (int, bool) {
	if len(s.items) == 0 {
		return 0, false
	}
	v := s.items[len(s.items)-1]
	s.items = s.items[:len(s.items)-1]
	return v, true
}

var pushes int

func count() { pushes++ }

package stack_test

import (
	"fmt"
	"testing"

	"example.com/xtest"
)

func TestPushPop(t *testing.T) {
	var s stack.Stack
	s.Push(1)
	s.Push(2)
	expectPop(t, &s, 2)
	expectPop(t, &s, 7)
	if s.Len() != 0 {
		t.Error("left:", s.Len())
	}
	t.Logf("%T", s)
}

// a helper: its failures are reported at its caller's line
func expectPop(t *testing.T, s *stack.Stack, want int) {
	t.Helper()
	v, ok := s.Pop()
	if !ok || v != want {
		t.Errorf("Pop: %d %v, want %d", v, ok, want)
	}
	expectEmpty(t, s, want == 2)
}

// a helper called by a helper: its caller's caller's line
func expectEmpty(tb testing.TB, s *stack.Stack, skip bool) {
	tb.Helper()
	if !skip && s.Len() == 0 {
		tb.Error("empty")
	}
}

// not a helper: its own line
func checkLen(t *testing.T, s *stack.Stack, n int) {
	if s.Len() != n {
		t.Error("length", s.Len(), "want", n)
	}
}

func TestNotHelper(t *testing.T) {
	var s stack.Stack
	checkLen(t, &s, 1)
}

func ExampleStack() {
	var s stack.Stack
	s.Push(3)
	fmt.Println(s.Pop())
	// Output: 3 true
}

// a function literal as a helper: its failures at the line of its call
func TestClosureHelper(t *testing.T) {
	check := func(t *testing.T, got, want int) {
		t.Helper()
		if got != want {
			t.Errorf("got %d, want %d", got, want)
		}
	}
	check(t, 1, 1)
	check(t, 1, 2)
	t.Log("after the checks")
}

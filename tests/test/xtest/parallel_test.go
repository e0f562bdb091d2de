package stack_test

import (
	"testing"

	"example.com/xtest"
)

// parallel tests: paused until the sequential ones are done, then resumed in go test's order
func TestParallelFirst(t *testing.T) {
	t.Parallel()
	t.Log("resumed first")
}

func TestParallelSecond(t *testing.T) {
	t.Parallel()
	t.Log("resumed last")
}

func TestParallelThird(t *testing.T) {
	t.Parallel()
	var s stack.Stack
	expectPop(t, &s, 1)
}

func TestParallelSubtests(t *testing.T) {
	for _, name := range []string{"a", "b", "c"} {
		name := name
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			t.Log("subtest", name)
		})
	}
	t.Run("sequential", func(t *testing.T) { t.Log("not paused") })
	t.Log("after the subtests started")
}

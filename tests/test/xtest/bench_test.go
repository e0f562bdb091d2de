package stack_test

import (
	"testing"

	"example.com/xtest"
)

// sub-benchmarks (b.Run): the parent is not measured, each sub-benchmark is
func BenchmarkPush(b *testing.B) {
	for _, n := range []int{1, 16} {
		n := n
		b.Run(sizeName(n), func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				var s stack.Stack
				for k := 0; k < n; k++ {
					s.Push(k)
				}
			}
		})
	}
}

func sizeName(n int) string {
	if n == 1 {
		return "one"
	}
	return "sixteen-items"
}

func BenchmarkPop(b *testing.B) {
	var s stack.Stack
	for i := 0; i < b.N; i++ {
		s.Push(i)
		s.Pop()
	}
}

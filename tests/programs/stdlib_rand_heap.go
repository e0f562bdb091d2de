// math/rand (a seeded Rand: Intn, Float64, Perm; the global source after Seed) and container/heap
// from GOROOT, printed with fmt.
package main

import (
	"container/heap"
	"fmt"
	"math/rand"
	"sort"
)

type IntHeap []int

func (h IntHeap) Len() int           { return len(h) }
func (h IntHeap) Less(i, j int) bool { return h[i] < h[j] }
func (h IntHeap) Swap(i, j int)      { h[i], h[j] = h[j], h[i] }
func (h *IntHeap) Push(x any)        { *h = append(*h, x.(int)) }
func (h *IntHeap) Pop() any {
	old := *h
	n := len(old)
	x := old[n-1]
	*h = old[:n-1]
	return x
}

func main() {
	r := rand.New(rand.NewSource(42))
	var xs []int
	for i := 0; i < 10; i++ {
		xs = append(xs, r.Intn(1000))
	}
	fmt.Println("rand:", xs)
	fmt.Println("float:", r.Float64() < 1, r.Perm(5))
	h := &IntHeap{5, 2, 8}
	heap.Init(h)
	for _, x := range xs {
		heap.Push(h, x)
	}
	var out []int
	for h.Len() > 0 {
		out = append(out, heap.Pop(h).(int))
	}
	fmt.Println("heap:", out, sort.IntsAreSorted(out))
	rand.Seed(7)
	fmt.Println("global:", rand.Intn(100), rand.Intn(100))
}

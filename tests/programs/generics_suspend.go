// Generics and suspension: a generic channel pipeline whose stages are goroutines that block on
// their channels (each instance of Gen, Stage and Sink is a coroutine), and a generic type whose
// instance for one element type suspends and for another does not: Queue[T].Drain calls T's
// Handle, which sleeps for Slow and returns at once for Fast (-print-taint in
// tests/driver/generics_taint shows Queue[Slow].Drain tainted and Queue[Fast].Drain not).
package main

import "time"

func Gen[T any](xs ...T) <-chan T {
	out := make(chan T)
	go func() {
		for _, x := range xs {
			out <- x
		}
		close(out)
	}()
	return out
}

func Stage[T, U any](in <-chan T, f func(T) U) <-chan U {
	out := make(chan U)
	go func() {
		for x := range in {
			out <- f(x)
		}
		close(out)
	}()
	return out
}

func Sink[T any](in <-chan T, each func(T)) int {
	n := 0
	for x := range in {
		each(x)
		n++
	}
	return n
}

type Handler interface {
	Handle() int
}

type Queue[T Handler] struct {
	items []T
}

func (q *Queue[T]) Add(x T) { q.items = append(q.items, x) }

func (q *Queue[T]) Drain() int {
	sum := 0
	for _, x := range q.items {
		sum += x.Handle()
	}
	q.items = q.items[:0]
	return sum
}

type Slow struct{ v int }

func (s Slow) Handle() int {
	time.Sleep(time.Millisecond)
	return s.v
}

type Fast struct{ v int }

func (f Fast) Handle() int { return f.v * 2 }

func main() {
	squares := Stage(Gen(1, 2, 3, 4), func(x int) int { return x * x })
	strs := Stage(squares, func(x int) string { return string(rune('a' + x%26)) })
	n := Sink(strs, func(s string) { print(s, " ") })
	println(n)

	fl := Stage(Gen(1.5, 2.5), func(x float64) bool { return x > 2 })
	Sink(fl, func(b bool) { print(b, " ") })
	println()

	var qs Queue[Slow]
	var qf Queue[Fast]
	for i := 1; i <= 3; i++ {
		qs.Add(Slow{i})
		qf.Add(Fast{i})
	}
	done := make(chan int)
	go func() { done <- qs.Drain() }()
	println(qf.Drain(), <-done)
}

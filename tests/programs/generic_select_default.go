// corogo:oracle
// A select with a default clause in a generic function, used by sync code and in a goroutine (the
// instance's $coro version): the default clause is taken when no case is ready.
package main

import "sync"

type Slot[V any] struct{ c chan V }

func (s *Slot[V]) TryTake() (v V, ok bool) {
	select {
	case r := <-s.c:
		return r, true
	default:
		return v, false
	}
}

func TryPut[V any](c chan V, v V) bool {
	select {
	case c <- v:
		return true
	default:
		return false
	}
}

func main() {
	s := &Slot[string]{make(chan string, 1)}
	println(TryPut(s.c, "a"), TryPut(s.c, "b"))
	v, ok := s.TryTake()
	println(v, ok)
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		v, ok := s.TryTake()
		println("goroutine:", v == "", ok)
		println("goroutine:", TryPut(s.c, "c"), TryPut(s.c, "d"))
	}()
	wg.Wait()
	println(s.TryTake())
}

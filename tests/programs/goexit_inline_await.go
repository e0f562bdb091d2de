// corogo:oracle
// runtime.Goexit in a program whose go statements start interface methods (so every method may
// be a goroutine's top and gets a Goexit stop), while sync.(*WaitGroup).Wait, a method, is
// awaited inline in suspending functions (its f$inline copy must carry no stop of its own)
package main

import (
	"runtime"
	"sync"
)

type I interface {
	Run(wg *sync.WaitGroup)
}

type S struct{ n int }

func (s S) Run(wg *sync.WaitGroup) {
	defer wg.Done()
	println("run", s.n)
}

func wait(n int) int {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		defer wg.Done()
		println("helper", n)
	}()
	wg.Wait()
	return n * 2
}

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	go I(S{1}).Run(&wg)
	wg.Wait()
	wg.Add(1)
	go func() { // wait's await of wg.Wait is inlined in this goroutine's coroutine
		defer wg.Done()
		println(wait(21))
	}()
	wg.Wait()
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer println("deferred")
		runtime.Goexit()
	}()
	wg.Wait()
	println("end")
}

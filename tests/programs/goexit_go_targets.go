// runtime.Goexit in goroutines that go statements start through a method value, a method
// expression, an interface's method value and a func value of a named func type: each top
// function stops its Goexit (cg_defer.c gives a stop record to the functions such go statements
// can start, callgraph_go_started, rather than to every method and address-taken function). The
// program imports strconv, whose package initialisation runs at compile time even though the
// program calls Goexit (tests/driver/interp_goexit.sh).
package main

import (
	"runtime"
	"strconv"
	"sync"
)

type T struct{ name string }

func (t *T) run(wg *sync.WaitGroup) {
	defer wg.Done()
	defer println("deferred in", t.name)
	runtime.Gosched()
	runtime.Goexit()
	println("not reached", t.name)
}

type Runner interface{ run(wg *sync.WaitGroup) }

type Job func(wg *sync.WaitGroup, n int)

func job(wg *sync.WaitGroup, n int) {
	defer wg.Done()
	defer println("job", strconv.Itoa(n))
	runtime.Goexit()
}

func main() {
	var wg sync.WaitGroup
	m := (&T{"method value"}).run
	wg.Add(1)
	go m(&wg)
	wg.Wait()

	e := (*T).run
	wg.Add(1)
	go e(&T{"method expression"}, &wg)
	wg.Wait()

	var r Runner = &T{"interface method value"}
	rm := r.run
	wg.Add(1)
	go rm(&wg)
	wg.Wait()

	var j Job = job
	wg.Add(1)
	go j(&wg, 42)
	wg.Wait()
	println("main done", strconv.Quote("ok"))
}

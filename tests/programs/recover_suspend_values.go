// recover_suspend_values - a goroutine's recovered value and panics stay its own across suspends in
// its deferred calls (docs/defer.md, "A deferred call that blocks", point 4): recover() then a
// block while another goroutine panics and recovers (a run-time error too), a block before
// recover(), a re-panic after a block recovered by an older deferred call that blocks again, a
// newer panic from a deferred call that blocked, and four goroutines recovering and blocking in
// turn. Written while chasing difftest --fmt seed 7104, whose wrong recovered value came from
// elsewhere (results_mem_pure.go).
package main

import (
	"runtime"
	"sync"
)

var tab = []int{1, 2, 3}

func wait() {
	var wg sync.WaitGroup
	wg.Add(1)
	go func() {
		runtime.Gosched()
		wg.Done()
	}()
	wg.Wait()
}

func other(id int, done chan bool) {
	defer func() {
		println(id, "other recovered", recover().(error).Error())
		done <- true
	}()
	var m map[int]int
	runtime.Gosched()
	m[id] = 1
}

// recover() then block while another goroutine panics and recovers; print after
func a1(done chan bool) {
	defer func() {
		x := recover()
		go other(10, done)
		wait()
		<-done
		println("a1", x.(string))
	}()
	panic("so")
}

// block first, then recover after the other goroutine panicked
func a2(done chan bool) {
	defer func() {
		go other(20, done)
		wait()
		<-done
		x := recover()
		println("a2", x.(string))
	}()
	panic("sp")
}

// recover, block, re-panic; an outer deferred call recovers after blocking
func a3(done chan bool) (r int) {
	defer func() {
		wait()
		println("a3 outer", recover().(string))
		r = 3
	}()
	defer func() {
		x := recover()
		go other(30, done)
		wait()
		<-done
		panic(x.(string) + "+again")
	}()
	panic("sq")
}

// nested: a deferred call blocks, then panics anew; the older deferred call recovers the newer panic
func a4(done chan bool) (r int) {
	defer func() {
		x := recover()
		wait()
		println("a4 outer", x.(string))
		r = 4
	}()
	defer func() {
		go other(40, done)
		wait()
		<-done
		panic("newer")
	}()
	var i int
	println(tab[i+5])
	return 0
}

// run-time error recovered, blocked, other goroutine run-time error, then print
func a5(done chan bool) {
	defer func() {
		x := recover()
		go other(50, done)
		wait()
		<-done
		println("a5", x.(error).Error())
	}()
	var i int
	println(tab[i+7])
}

func main() {
	done := make(chan bool)
	fin := make(chan int)
	go func() { a1(done); fin <- 1 }()
	<-fin
	go func() { a2(done); fin <- 2 }()
	<-fin
	go func() { fin <- a3(done) }()
	println("r", <-fin)
	go func() { fin <- a4(done) }()
	println("r", <-fin)
	go func() { a5(done); fin <- 5 }()
	<-fin
	// two goroutines at once, each recovering and blocking in turn
	var wg sync.WaitGroup
	res := make([]string, 4)
	for i := 0; i < 4; i++ {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			defer func() {
				x := recover()
				for k := 0; k < i+1; k++ {
					wait()
				}
				res[i] = x.(string)
			}()
			runtime.Gosched()
			panic(string(rune('a' + i)))
		}(i)
	}
	wg.Wait()
	println(res[0], res[1], res[2], res[3])
}

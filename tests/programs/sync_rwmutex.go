// sync.RWMutex: readers share the lock (several inside at once), a writer is alone and a waiting
// writer keeps new readers out; a WaitGroup waited on by two goroutines releases both.
// Not an oracle program: whether two readers are inside at once depends on Go's scheduler.
package main

import (
	"runtime"
	"sync"
)

var rw sync.RWMutex
var inside, maxInside, value int
var wg, start sync.WaitGroup

func reader(id int) {
	start.Wait()
	for i := 0; i < 3; i++ {
		rw.RLock()
		inside++
		if inside > maxInside {
			maxInside = inside
		}
		runtime.Gosched()
		inside--
		rw.RUnlock()
		runtime.Gosched()
	}
	wg.Done()
}

func writer() {
	start.Wait()
	for i := 0; i < 3; i++ {
		rw.Lock()
		if inside != 0 {
			println("reader inside a write lock")
		}
		v := value
		runtime.Gosched()
		value = v + 10
		rw.Unlock()
		runtime.Gosched()
	}
	wg.Done()
}

func main() {
	start.Add(1)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go reader(i)
	}
	wg.Add(1)
	go writer()
	start.Done() // releases all four waiters
	wg.Wait()
	println("value", value, "readers shared the lock:", maxInside > 1)
}

// sync.Mutex, sync.WaitGroup and sync/atomic across goroutines that yield inside the critical
// section: nobody else enters it, every increment counts, Wait returns when all are done.
// corogo:oracle
package main

import (
	"runtime"
	"sync"
	"sync/atomic"
)

var mu sync.Mutex
var counter int
var hits atomic.Int32
var total int32

func worker(id int, wg *sync.WaitGroup, rounds int) {
	for i := 0; i < rounds; i++ {
		mu.Lock()
		v := counter
		runtime.Gosched() // yield inside the critical section
		counter = v + 1
		mu.Unlock()
		hits.Add(1)
		atomic.AddInt32(&total, int32(id))
	}
	wg.Done()
}

func main() {
	var wg sync.WaitGroup
	for i := 1; i <= 4; i++ {
		wg.Add(1)
		go worker(i, &wg, 25)
	}
	wg.Wait()
	println(counter, hits.Load(), atomic.LoadInt32(&total))
	wg.Wait() // at zero: returns at once
	var b atomic.Bool
	println(b.Load(), b.CompareAndSwap(false, true), b.Load(), b.Swap(false))
	var u atomic.Uint32
	u.Store(7)
	println(u.Add(1), u.CompareAndSwap(8, 3), u.Load(), u.CompareAndSwap(8, 4))
	var n int32 = 5
	println(atomic.SwapInt32(&n, 9), atomic.CompareAndSwapInt32(&n, 9, -1), n)
	println(mu.TryLock(), mu.TryLock())
	mu.Unlock()
}

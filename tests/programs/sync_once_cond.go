// corogo:oracle
// sync.Once runs its function once although it suspends (the other callers wait for it), and
// sync.Cond waits on a Mutex through the Locker interface until Broadcast.
package main

import (
	"sync"
	"time"
)

var once sync.Once
var setup int

func initOnce() {
	setup++
	time.Sleep(time.Millisecond)
	println("setup ran")
}

func main() {
	done := make(chan bool)
	for i := 0; i < 3; i++ {
		go func(k int) {
			once.Do(initOnce)
			done <- true
		}(i)
	}
	for i := 0; i < 3; i++ {
		<-done
	}
	once.Do(initOnce)
	println("setup", setup)

	var mu sync.Mutex
	cond := sync.NewCond(&mu)
	ready := 0
	for i := 0; i < 3; i++ {
		go func() {
			mu.Lock()
			for ready == 0 {
				cond.Wait()
			}
			ready++
			mu.Unlock()
			done <- true
		}()
	}
	time.Sleep(time.Millisecond)
	mu.Lock()
	ready = 1
	cond.Broadcast()
	mu.Unlock()
	for i := 0; i < 3; i++ {
		<-done
	}
	println("ready", ready)
}

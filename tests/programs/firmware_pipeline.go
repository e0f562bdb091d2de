// corogo:no-oracle (interrupt is corogo's package)
// A small firmware pipeline, heap-free: a sampler fills a ring buffer and signals a filter every
// four samples (backing off with time.Sleep while the ring is full); the filter averages each
// window into a second ring and signals a reporter; main blocks until the reporter is done. Each
// goroutine function has a one-slot pool: the firmware's RAM is what -size=full adds up.
package main

import (
	"interrupt"
	"time"
)

type Ring struct {
	buf        [8]int
	head, tail int
}

func (r *Ring) Put(v int) bool {
	if r.head-r.tail == len(r.buf) {
		return false
	}
	r.buf[r.head%len(r.buf)] = v
	r.head++
	return true
}

func (r *Ring) Get() (int, bool) {
	if r.head == r.tail {
		return 0, false
	}
	v := r.buf[r.tail%len(r.buf)]
	r.tail++
	return v, true
}

var (
	samples, averages      Ring
	ready, averaged, done  interrupt.Signal
	backoffs               int
)

func sample(i int) int { return (i*37 + 11) % 100 }

//corogo:pool 1
func sampler(n int) {
	for i := 0; i < n; i++ {
		for !samples.Put(sample(i)) {
			backoffs++
			time.Sleep(time.Millisecond)
		}
		if i%4 == 3 {
			ready.Notify()
		}
	}
}

func window() (sum, count int) {
	for count < 4 {
		v, ok := samples.Get()
		if !ok {
			break
		}
		sum += v
		count++
	}
	return
}

//corogo:pool 1
func filter(windows int) {
	for w := 0; w < windows; w++ {
		ready.Wait()
		sum, count := window()
		averages.Put(sum / count)
		averaged.Notify()
	}
}

//corogo:pool 1
func reporter(windows int) {
	for w := 0; w < windows; w++ {
		averaged.Wait()
		avg, _ := averages.Get()
		println("window", w, "average", avg)
	}
	done.Notify()
}

func main() {
	go reporter(4)
	go filter(4)
	go sampler(16)
	done.Wait()
	println("pipeline done, sampler backed off:", backoffs > 0)
}

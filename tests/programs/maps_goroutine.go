// Maps across suspends: a goroutine fills a local map from a channel, sleeping between receives,
// and hands it back over a channel; another updates a map held in a struct through a pointer while
// sleeping; a goroutine ranges over a map and sleeps in the body (its iterator lives in the
// goroutine's frame) while main inserts into and deletes from that map; maps as parameters and
// results of suspending functions.
// corogo:oracle
package main

import "time"

type Counter struct {
	counts map[string]int
}

func count(words <-chan string, done chan<- map[string]int) {
	m := make(map[string]int)
	for w := range words {
		m[w]++
		time.Sleep(time.Millisecond)
	}
	done <- m
}

func fill(n int, out chan<- int, c *Counter) {
	for i := 0; i < n; i++ {
		c.counts["tick"]++
		c.counts[string(rune('a'+i%5))] += i
		time.Sleep(time.Millisecond)
	}
	out <- len(c.counts)
}

// walks the map while main changes it: every key present from start to end is produced once
func walk(m map[int]int, step chan int, res chan<- int) {
	sum, n := 0, 0
	for k, v := range m {
		if k < 100 {
			sum += k
		}
		_ = v
		n++
		step <- n
		<-step
	}
	res <- sum
}

func slowCopy(src map[int]int) map[int]int {
	dst := make(map[int]int, len(src))
	for k, v := range src {
		time.Sleep(time.Millisecond)
		dst[k] = v * 10
	}
	return dst
}

func copier(src map[int]int, res chan<- map[int]int) {
	res <- slowCopy(src)
}

func main() {
	words := make(chan string)
	done := make(chan map[string]int)
	go count(words, done)
	for _, w := range []string{"a", "b", "a", "c", "b", "a"} {
		words <- w
	}
	close(words)
	m := <-done
	println(len(m), m["a"], m["b"], m["c"], m["d"])

	c := &Counter{counts: map[string]int{}}
	out := make(chan int)
	go fill(20, out, c)
	println(<-out, c.counts["tick"], c.counts["a"], c.counts["e"])

	w := map[int]int{}
	for i := 0; i < 30; i++ {
		w[i] = i
	}
	step := make(chan int)
	res := make(chan int)
	go walk(w, step, res)
	for i := 0; i < 30; i++ {
		<-step
		if i == 0 {
			for j := 100; j < 140; j++ {
				w[j] = j // forces rebuilds during the walk
			}
		}
		step <- 0
	}
	// the walk may or may not produce the added keys: keep stepping until it reports
	sum := -1
	for sum < 0 {
		select {
		case <-step:
			step <- 0
		case sum = <-res:
		}
	}
	println(sum, len(w))

	rc := make(chan map[int]int)
	go copier(map[int]int{1: 1, 2: 2, 3: 3}, rc)
	cp := <-rc
	println(len(cp), cp[1], cp[2], cp[3])
}

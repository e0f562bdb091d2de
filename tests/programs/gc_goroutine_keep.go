// A goroutine keeps a heap object, a map and a slice alive only through its own frame (goroutines
// are stackless: the frame is in a static pool, a root of the collector) across many suspends,
// while main makes garbage in a 16 KiB heap (gc_goroutine_keep.flags) and the collector runs many
// times (and runtime.GC every tenth round): every value is intact at the end.
package main

import "runtime"

type obj struct {
	name  string
	vals  []int
	next  *obj
	count int
}

func newObj(name string, n int) *obj {
	o := &obj{name: name + "!", vals: make([]int, n)}
	for i := range o.vals {
		o.vals[i] = i * i
	}
	o.next = &obj{name: "inner", count: n}
	return o
}

var done = make(chan int)

func keeper(n int) {
	o := newObj("kept", n)
	m := make(map[int]string)
	for i := 0; i < n; i++ {
		m[i] = string(rune('a' + i%26))
	}
	s := make([]string, 0, 1)
	for i := 0; i < 200; i++ {
		if i%20 == 0 {
			s = append(s, m[i%n]+"x")
		}
		runtime.Gosched() // main runs and collects while this frame is suspended
	}
	sum := 0
	for _, v := range o.vals {
		sum += v
	}
	letters := ""
	for i := 0; i < n; i++ {
		letters += m[i]
	}
	all := ""
	for _, x := range s {
		all += x
	}
	println(o.name, sum, o.next.name, o.next.count, len(m), letters, all)
	done <- sum
}

func garbage(i int) string {
	return string(make([]byte, 100+i%50))
}

func main() {
	go keeper(30)
	n := 0
	for i := 0; i < 200; i++ {
		n += len(garbage(i))
		if i%10 == 0 {
			runtime.GC() // Go collects too (its own heap would not fill up)
		}
		runtime.Gosched()
	}
	<-done
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	println(n, m.NumGC >= 20)
}

// corogo:oracle
package main

// Inlined awaits (cg_inline.c): small suspending functions, and those awaited at one place, run
// inside their caller's coroutine instead of a frame of their own. Everything a function can do
// around its suspend points must behave as it does in its own coroutine: several and named
// results, big results, loops of suspends, nested inlining, closures, channels and select, go
// statements, a defer in the caller, a recovering caller (whose awaits are not inlined), the same
// function through a func value ($coro) and started with go, and a run-time panic inside. Methods
// (pointer and value receivers, promoted through an embedded field) and function literals called
// where they are written are inlined as functions are; the same method through an interface or
// as a method value runs its own coroutine.

import (
	"runtime"
	"sync"
)

var wg sync.WaitGroup

type acc struct{ n int }

func (a *acc) add(k int) int {
	a.n += k
	runtime.Gosched()
	return a.n
}

func (a acc) peek(k int) int {
	a.n += k // a copy: the caller's acc is unchanged
	runtime.Gosched()
	return a.n
}

type wrap struct {
	acc
	tag string
}

type adder interface{ add(int) int }

func one(n int) int {
	runtime.Gosched()
	return n + 1
}

func two(a, b int) (int, int) {
	runtime.Gosched()
	return b, a
}

func named(n int) (q, r int) {
	q = n / 3
	runtime.Gosched()
	r = n % 3
	return
}

type Big struct {
	a [20]int
	s string
}

func big(n int) Big {
	var b Big
	for i := range b.a {
		b.a[i] = n * i
	}
	runtime.Gosched()
	b.s = "big"
	return b
}

func loop(n int) int {
	sum := 0
	for i := 0; i < n; i++ {
		sum += one(i) // nested: one is inlined into loop, loop into its caller
	}
	return sum
}

func deeper(n int) int { return loop(n) * 2 }
func deepest(n int) int { return deeper(n) + 1 }

func withClosure(n int) int {
	k := 0
	add := func(d int) { k += d }
	for i := 0; i < n; i++ {
		add(i)
		runtime.Gosched()
	}
	return k
}

func recvTwo(c chan int) int {
	a := <-c
	b := <-c
	return a*10 + b
}

func pick(a, b chan string) string {
	select {
	case s := <-a:
		return "a:" + s
	case s := <-b:
		return "b:" + s
	}
}

func spawn(c chan int, n int) {
	go func() {
		c <- n
		c <- n + 1
	}()
	runtime.Gosched()
}

func index(xs []int, i int) int {
	runtime.Gosched()
	return xs[i]
}

func worker(id int, out chan string) {
	defer wg.Done()
	q, r := named(7 + id)
	x, y := two(id, q)
	b := big(id)
	out <- "worker " + itoa(id) + " " + itoa(one(id)) + " " + itoa(q) + " " + itoa(r) + " " + itoa(x) + " " +
		itoa(y) + " " + itoa(b.a[19]) + " " + b.s + " " + itoa(deepest(3)) + " " + itoa(withClosure(4))
}

func recovering(xs []int, out chan string) {
	defer wg.Done()
	defer func() {
		if r := recover(); r != nil {
			out <- "recovered: " + r.(error).Error()
		}
	}()
	out <- "index " + itoa(index(xs, 1))
	out <- "index " + itoa(index(xs, 5))
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func main() {
	out := make(chan string, 16)
	for id := 0; id < 3; id++ {
		wg.Add(1)
		go worker(id, out)
	}
	wg.Add(1)
	go recovering([]int{4, 5, 6}, out)
	wg.Wait()
	close(out)
	var lines []string
	for s := range out {
		lines = append(lines, s)
	}
	// goroutines finish in scheduler order: print in a fixed order
	for i := 0; i < len(lines); i++ {
		for j := i + 1; j < len(lines); j++ {
			if lines[j] < lines[i] {
				lines[i], lines[j] = lines[j], lines[i]
			}
		}
	}
	for _, s := range lines {
		println(s)
	}

	c := make(chan int)
	done := make(chan bool)
	go func() {
		spawn(c, 4)
		println("recvTwo", recvTwo(c))
		a, b := make(chan string, 1), make(chan string, 1)
		b <- "x"
		println(pick(a, b))
		f := one // a func value: one's own coroutine
		println("via value", f(41))
		done <- true
	}()
	<-done
	go func() { println("go one", one(1)); done <- true }()
	<-done
	wg.Add(1)
	go func() {
		defer wg.Done()
		defer println("deferred in caller")
		println("loop", loop(5))
	}()
	wg.Wait()
	go func() {
		a := &acc{n: 1}
		println("add", a.add(2), a.add(3))
		println("peek", a.peek(10), a.n)
		w := &wrap{tag: "w"}
		println("promoted", w.add(5), w.n, w.tag)
		var i adder = a
		println("iface", i.add(1))
		f := a.add
		println("method value", f(1))
		k := 7
		r := func(d int) int { // a literal called where it is written
			k += d
			runtime.Gosched()
			return k * 2
		}(3)
		println("literal", r, k)
		done <- true
	}()
	<-done
	xs := []int{1}
	go func() { println(index(xs, 3)) }()
	<-done
}

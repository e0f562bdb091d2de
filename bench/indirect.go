package main

// indirect.go - bench/bench.sh's indirect-call rows (riscv32-virt): a goroutine calls, N times each,
// an interface method whose implementation here may suspend (it sends on a channel for a
// negative argument) but does not on these calls, the same through an interface none of whose
// implementations can suspend (its method //go:noinline: a real call), and a func value whose
// target may suspend the same way (but does not). Each loop is timed with
// bench_instret and prints "<row> <instructions> <calls>"; the loop's own instructions are in
// every row. bench.sh also reads the program's coroutine RAM from its -size=full report: whether
// the call links the general frame pool.

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

type Putter interface{ Put(x int) int }

// Put may suspend: a negative x goes to the channel
type chanPutter struct {
	c chan int
	n int
}

func (w *chanPutter) Put(x int) int {
	if x < 0 {
		w.c <- x
	}
	w.n += x
	return w.n
}

type Adder interface{ Add(x int) int }

type sum struct{ n int }

//go:noinline
func (p *sum) Add(x int) int {
	p.n += x
	return p.n
}

var done = make(chan int)

var fc = make(chan int, 1)

// put may suspend like chanPutter.Put
func put(x int) int {
	if x < 0 {
		fc <- x
	}
	return x
}

func worker(w Putter, a Adder, f func(int) int) {
	s := 0
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		s += w.Put(i)
	}
	t1 := bench_instret()
	for i := 0; i < N; i++ {
		s += a.Add(i)
	}
	t2 := bench_instret()
	for i := 0; i < N; i++ {
		s += f(i)
	}
	t3 := bench_instret()
	println("iface_maysuspend", t1-t0, N)
	println("iface_plain", t2-t1, N)
	println("fv_maysuspend", t3-t2, N)
	done <- s
}

func main() {
	cp := &chanPutter{c: make(chan int, 1)}
	go worker(cp, &sum{}, put)
	println("sum", <-done)
}

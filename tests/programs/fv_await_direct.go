package main

// Calls in goroutines through func values whose targets may suspend: named functions and function
// literals (capturing, stored, passed) that block on a channel on some calls and not on others,
// one that never blocks, two results. The calls await the target directly (codegen compares the
// record's sync entry with each suspending target's); a func value of another signature that can
// reach a method value still goes through the record's $coro entry.

var c = make(chan int)
var got []int

// blocks for an odd x
func odd(x int) (int, bool) {
	if x%2 != 0 {
		c <- x
		return x * 10, false
	}
	return x, true
}

func never(x int) (int, bool) { return -x, true }

type acc struct{ n int }

func (a *acc) add(x int) {
	c <- x
	a.n += x
}

func receiver(n int, done chan bool) {
	for i := 0; i < n; i++ {
		got = append(got, <-c)
	}
	done <- true
}

func run(fs []func(int) (int, bool), xs []int, done chan bool) {
	for k, f := range fs {
		for _, x := range xs {
			v, ok := f(x)
			println(k, x, v, ok)
		}
	}
	done <- true
}

func apply(f func(int), x int, done chan bool) {
	f(x)
	done <- true
}

func main() {
	done := make(chan bool)
	base := 100
	// a literal that captures base and changes it, blocking for a multiple of 3
	lit := func(x int) (int, bool) {
		base += x
		if x%3 == 0 {
			c <- base
			return base, false
		}
		return base, true
	}
	fs := []func(int) (int, bool){odd, never, lit, func(x int) (int, bool) { c <- -x; return x * x, true }}
	xs := []int{1, 2, 3, 6}
	// blocking: odd 2 (1, 3), lit 2 (3, 6), the last literal 4
	go receiver(8, done)
	go run(fs, xs, done)
	<-done
	<-done
	println("received", len(got), got[0], got[1], got[2], got[3], got[4], got[5], got[6], got[7])
	println("base", base)

	a := &acc{}
	go receiver(1, done)
	go apply(a.add, 5, done)
	<-done
	<-done
	go receiver(1, done)
	go apply(a.add, 7, done)
	<-done
	<-done
	println("acc", a.n, got[8], got[9])
}

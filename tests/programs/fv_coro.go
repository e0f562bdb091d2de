// corogo:oracle
// Suspension through func values and closures: a goroutine calls a suspending and a
// non-suspending function through one func-typed struct field; func values in an array are called
// from $coro code at await depth 5 (l1 .. l4, then the value); a closure that counts across
// suspends; go of a func value, of a closure with arguments, and of a closure capturing a channel.
// Channels make the output deterministic in Go too.
package main

type S struct {
	name string
	f    func(int) int
}

var pipe = make(chan int)

func slow(x int) int {
	pipe <- x // suspends until main receives
	return x + 1
}

func fast(x int) int { return x * 10 }

func l4(fs [2]func(int) int, v int) int { return fs[0](v) + fs[1](v) }
func l3(fs [2]func(int) int, v int) int { return l4(fs, v) + 1 }
func l2(fs [2]func(int) int, v int) int { return l3(fs, v) + 1 }
func l1(fs [2]func(int) int, v int) int { return l2(fs, v) + 1 }

func worker(s S, done chan string) {
	sum := 0
	for i := 0; i < 3; i++ {
		sum += s.f(i)
	}
	done <- s.name
	done <- itoa(sum)
}

func itoa(v int) string {
	if v == 0 {
		return "0"
	}
	s := ""
	for v > 0 {
		s = string(rune('0'+v%10)) + s
		v /= 10
	}
	return s
}

func main() {
	done := make(chan string)
	go worker(S{"fast", fast}, done)
	println(<-done, <-done)
	go worker(S{"slow", slow}, done)
	for i := 0; i < 3; i++ {
		println("slow sent", <-pipe)
	}
	println(<-done, <-done)

	// a closure counting across suspends
	count := 0
	tick := func() {
		count++
		pipe <- count
	}
	go func() {
		for i := 0; i < 3; i++ {
			tick()
		}
		done <- "ticks done"
	}()
	for i := 0; i < 3; i++ {
		println("tick", <-pipe)
	}
	println(<-done, count)

	// await depth 5 through func values in an array
	go func(fs [2]func(int) int) {
		done <- itoa(l1(fs, 4))
	}([2]func(int) int{slow, fast})
	println("deep sent", <-pipe)
	println("deep", <-done)

	// go of a func value
	f := slow
	go f(7)
	println("f sent", <-pipe)
	results := make(chan int, 1)
	g := func(k int) { results <- fast(k) }
	go g(5)
	println("g", <-results)
}

package main

// Frames of goroutines with many blocking statements in a row (issue #32 item 2): each
// statement's waiter state (a channel waiter and the received value, a select's cases and state,
// a sleep's timer node) lives only from the statement to its resumption, so the statements share
// frame bytes instead of adding theirs up; the running sum s, assigned after every statement,
// keeps one frame field (cg_pin_locals) instead of one per statement. waiters.expected bounds each
// frame far below the sum: receives at most 64 bytes (52: 20 of header, the waiter and value, s),
// selects below 128 (112).

import "time"

var c = make(chan int, 1)
var a = make(chan int, 1)
var b = make(chan int, 1)
var done = make(chan int, 3)

// 16 receives in a row (their sum: 16 x 36 bytes)
func receives() {
	s := 0
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	s += <-c
	done <- s
}


// 8 two-case selects in a row (their sum: 8 x 88 bytes)
func selects() {
	s := 0
	for i := 0; i < 1; i++ {
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
		select {
		case x := <-a:
			s += x
		case y := <-b:
			s -= y
		}
	}
	done <- s
}

// 16 sleeps in a row (their sum: 16 x 32 bytes)
func sleeps() {
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	time.Sleep(time.Millisecond)
	done <- 0
}

func main() {
	go receives()
	go selects()
	go sleeps()
	for i := 0; i < 16; i++ {
		c <- i
	}
	for i := 0; i < 8; i++ {
		a <- i
	}
	println(<-done + <-done + <-done)
}

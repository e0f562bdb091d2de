package main

// chan.go - the corogo side of bench/bench.sh's channel rows (riscv32-virt, -icount): instructions
// per unbuffered hand-off (two goroutines ping-pong a value over two unbuffered channels: each
// hand-off is a send that completes a waiting receiver, a switch and a receive), the same with two
// interrupt.Signals instead (Notify/Wait, the runtime's cheapest wakeup), per buffered send+receive
// pair in one goroutine (never blocks), and per select of 2 and 4 cases with one case ready. Prints
// "<row> <instructions> <operations>".

import "interrupt"

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

var ping, pong = make(chan int), make(chan int)
var buf = make(chan int, 4)
var c1, c2, c3, c4 = make(chan int, 1), make(chan int, 1), make(chan int, 1), make(chan int, 1)
var s1, s2, fin interrupt.Signal

func chanB() {
	for i := 0; i < N; i++ {
		v := <-ping
		pong <- v + 1
	}
}

func chanA() {
	t0 := bench_instret()
	v := 0
	for i := 0; i < N; i++ {
		ping <- v
		v = <-pong
	}
	println("chan_handoff", bench_instret()-t0, 2*N)
	fin.Notify()
}

func sigB() {
	for i := 0; i < N; i++ {
		s1.Wait()
		s2.Notify()
	}
}

func sigA() {
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		s1.Notify()
		s2.Wait()
	}
	println("signal_handoff", bench_instret()-t0, 2*N)
	fin.Notify()
}

func buffered() {
	t0 := bench_instret()
	s := 0
	for i := 0; i < N; i++ {
		buf <- i
		s += <-buf
	}
	println("chan_buffered", bench_instret()-t0, N)
	t0 = bench_instret()
	for i := 0; i < N; i++ {
		c2 <- i
		select {
		case v := <-c1:
			s += v
		case v := <-c2:
			s += v
		}
	}
	println("select2", bench_instret()-t0, N)
	t0 = bench_instret()
	for i := 0; i < N; i++ {
		c4 <- i
		select {
		case v := <-c1:
			s += v
		case v := <-c2:
			s += v
		case v := <-c3:
			s += v
		case v := <-c4:
			s += v
		}
	}
	println("select4", bench_instret()-t0, N)
	if s < 0 {
		println(s)
	}
	fin.Notify()
}

func main() {
	go chanB()
	go chanA()
	fin.Wait()
	go sigB()
	go sigA()
	fin.Wait()
	go buffered()
	fin.Wait()
}

// Float values live across suspends: goroutines integrate with float64 and float32 locals held in
// their coroutine frames across time.Sleep and channel operations, send floats over channels
// (buffered and unbuffered) and return them from suspending functions.
// corogo:oracle
package main

import "time"

type sample struct {
	t float32
	v float64
}

func integrate(id int, dt float64, steps int, out chan<- float64) {
	x, v := 1.0, 0.0
	for i := 0; i < steps; i++ {
		a := -x
		v += a * dt
		time.Sleep(time.Millisecond)
		x += v * dt
	}
	out <- x
	out <- v + float64(id)
}

func average(in <-chan sample, n int) float64 {
	sum := 0.0
	var w float32
	for i := 0; i < n; i++ {
		s := <-in
		sum += s.v * float64(s.t)
		w += s.t
	}
	return sum / float64(w)
}

func producer(out chan<- sample, n int) {
	for i := 0; i < n; i++ {
		out <- sample{t: float32(i) * 0.5, v: 1.0 / float64(i+1)}
		time.Sleep(time.Millisecond)
	}
}

func main() {
	res := make(chan float64)
	go integrate(1, 0.01, 50, res)
	println("x1", <-res, "v1", <-res)
	go integrate(2, 0.1, 20, res)
	println("x2", <-res, "v2", <-res)

	samples := make(chan sample, 2)
	go producer(samples, 10)
	println("avg", average(samples, 10))

	f := float32(1)
	for i := 0; i < 3; i++ {
		time.Sleep(time.Millisecond)
		f *= 1.5
	}
	println(f)
}

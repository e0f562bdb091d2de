// The program tests/debug/goroutines.gdb debugs (run-gdb.sh): three goroutines in known states
// when main reaches sum's return (sleeping, waiting on a channel, ready), then the sleeper resumed
// after its suspend.
package main

import (
	"runtime"
	"time"
)

func sum(xs []int) int {
	total := 0
	for _, x := range xs {
		total += x
	}
	return total
}

func sleeper(id int) {
	count := id * 10
	for {
		time.Sleep(50 * time.Millisecond)
		count++
	}
}

func waiter(c chan int) {
	got := <-c
	if got < 0 {
		println("negative")
	}
}

func yielder() {
	for n := 0; ; n++ {
		runtime.Gosched()
	}
}

func main() {
	c := make(chan int)
	go sleeper(7)
	go waiter(c)
	go yielder()
	s := sum([]int{1, 2, 3})
	c <- s
	time.Sleep(time.Second)
}

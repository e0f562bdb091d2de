package main

import "time"

func worker(c chan int) {
	for i := 0; i < 3; i++ {
		time.Sleep(time.Millisecond)
		c <- i
	}
}

func main() {
	c := make(chan int)
	go worker(c)
	for i := 0; i < 3; i++ {
		println(<-c)
	}
}

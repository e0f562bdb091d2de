package main

func main() {
	var ch chan int
	ch <- 1
	println(<-ch)
	close(ch)
}

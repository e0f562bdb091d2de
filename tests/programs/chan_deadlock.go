// Every goroutine blocked on a channel and main too: Go's deadlock error, exit 2.
package main

func waiter(c chan int, id int) {
	println("waiter", id, "blocks")
	<-c
}

func main() {
	c := make(chan int)
	go waiter(c, 1)
	var nilc chan bool
	<-nilc
}

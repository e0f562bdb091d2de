package main

func main() {
	var ro <-chan int
	var so chan<- int
	var n int
	ro <- 1
	x := <-so
	<-n
	n <- 2
	close(ro)
	close(n)
	c := make(chan int, -1)
	d := make(chan string)
	d <- 5
	for a, b := range d {
		println(a, b)
	}
	for v := range so {
		println(v)
	}
	var bi chan int = ro
	var ok2 chan<- int = c
	m := make(int)
	select {
	case n = 3:
	}
	println(x, c, bi, ok2, m)
}

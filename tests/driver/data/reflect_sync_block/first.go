// A goroutine calls makeRecv's function first thing, waiting for main, which started it: Go
// prints 5; on corogo the goroutine runs at once inside main's go statement, so main never gets
// to its send and the program ends with the deadlock error (docs/language.md).
package main

func main() {
	ch, res := make(chan int), make(chan int)
	f := makeRecv(ch)
	go func() { res <- f() }()
	ch <- 5
	println(<-res)
}

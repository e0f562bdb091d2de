package main

// Golden IR of a goroutine's last send (cg.c, cg_chan.c; docs/memory.md, "Finished means freed"):
// in the $coro version of a function without results or defers whose body ends with a send (a
// bare return after it allowed), that send registers with rt_chan_send_last_prepare, so that its
// receiver ends the goroutine; any other send, one followed by a statement, and every send of a
// function with a defer use rt_chan_send_prepare.
// BEFORE-LABEL: define internal ptr @"main.last$coro"(ptr
// BEFORE: call i1 @rt_chan_send_prepare(
// BEFORE-NOT: call i1 @rt_chan_send_prepare(
// BEFORE: call i1 @rt_chan_send_last_prepare(
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.notlast$coro"(ptr
// BEFORE-NOT: rt_chan_send_last_prepare
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.deferred$coro"(ptr
// BEFORE-NOT: rt_chan_send_last_prepare
// BEFORE: {{^}}}

func last(c chan int, n int) {
	c <- n
	c <- n + 1
	return
}

func notlast(c chan int, n int) {
	c <- n
	n++
}

func deferred(c chan int, n int) {
	defer println("done")
	c <- n
}

func main() {
	c := make(chan int)
	go last(c, 1)
	go notlast(c, 2)
	go deferred(c, 3)
	println(<-c + <-c + <-c + <-c)
}

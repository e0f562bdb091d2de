// corogo:no-oracle (interrupt is corogo's package)
// interrupt.Signal without interrupts: Notify counts tokens when nobody waits, Wait takes one
// without blocking when there is one (sync and $coro), waiters are woken one token each in FIFO
// order, main blocks in Wait by running goroutines until its token arrives, and a goroutine still
// waiting when main returns (no interrupt enabled) is abandoned: exit status 0.
package main

import "interrupt"

var s, ack interrupt.Signal

func waiter(id int) {
	println("waiter", id, "waits")
	s.Wait()
	println("waiter", id, "woke")
	ack.Notify()
}

func deep(id int) { waiter(id) }

func main() {
	s.Notify()
	s.Notify()
	println("pending", s.Pending())
	s.Wait()
	println("pending", s.Pending())
	go waiter(1)
	go deep(2)
	go waiter(3)
	println("pending", s.Pending())
	s.Notify()
	ack.Wait()
	ack.Wait()
	println("main got two acks")
	s.Notify()
	ack.Wait()
	println("pending", s.Pending(), "drops", s.Drops())
	go waiter(4)
	println("main returns")
}

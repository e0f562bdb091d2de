// main blocks on a signal nobody can notify (no goroutine ready, no timer, no interrupt
// enabled): Go's fatal deadlock error, exit status 2, instead of sleeping forever.
package main

import (
	"interrupt"
	"time"
)

var never interrupt.Signal

func stuck() {
	never.Wait()
	println("unreachable")
}

func main() {
	go stuck()
	time.Sleep(time.Millisecond) // a timer is pending: not a deadlock yet
	println("main waits")
	never.Wait()
	println("unreachable")
}

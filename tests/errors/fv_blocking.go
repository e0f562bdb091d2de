// A blocking package function or method (one that suspends through the runtime) cannot be a func
// value: a call through it could not suspend.
package main

import (
	"interrupt"
	"time"
)

var sig interrupt.Signal

func main() {
	sleep := time.Sleep
	wait := sig.Wait
	println(sleep != nil, wait != nil)
}

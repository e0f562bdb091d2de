// interrupt.New binds its handler at compile time: the number must be a constant, the handler a
// function or a literal capturing nothing, of the shape every handler has; a function named for
// two IRQs is refused. The accepted forms (onTick, a literal) give no error.
package main

import "interrupt"

var n = 3

func onTick(interrupt.Interrupt) {}

func twice(interrupt.Interrupt) {}

func withResult(interrupt.Interrupt) int { return 0 }

func main() {
	interrupt.New(5, onTick)
	interrupt.New(6, func(interrupt.Interrupt) {})
	interrupt.New(n, onTick)
	k := 0
	interrupt.New(7, func(interrupt.Interrupt) { k++ })
	h := onTick
	interrupt.New(10, h)
	interrupt.New(11, twice)
	interrupt.New(12, twice)
	interrupt.New(14, withResult)
	interrupt.New(-1, onTick)
}

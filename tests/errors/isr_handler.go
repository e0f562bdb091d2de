// The shape of an interrupt handler: a plain func with no parameters or results, one handler per
// IRQ, an IRQ the board has (32 NVIC IRQs on mps2-an385), and not the runtime's own timer IRQ
// (CMSDK TIMER0, IRQ 8, on mps2-an385), and no go statement reachable from a handler.
package main

//corogo:interrupt 3
func withParam(x int) {
	println(x)
}

//corogo:interrupt 4
func withResult() int {
	return 1
}

//corogo:interrupt 5
func first() {}

//corogo:interrupt 5
func second() {}

//corogo:interrupt 40
func tooHigh() {}

//corogo:interrupt 8
func timer() {}

func main() {}

func work() {}

func spawn() {
	if true {
		go work()
	}
}

//corogo:interrupt 6
func starter() {
	spawn()
}

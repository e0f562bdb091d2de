// A module of three packages: main, driver (exported and unexported names, a method that
// sleeps, so its $coro version is package-qualified too, and one file per board chosen by
// //go:build) and util (an init function and a package variable initialised across packages).
package main

import (
	"time"

	"example.com/blink/driver"
	"example.com/blink/util"
)

var ready = util.Count("main.ready")

func init() {
	println("main.init, ready =", ready)
}

func main() {
	p := driver.NewPin(3)
	p.Set(true)
	println("pin", p.Number(), "on", p.On())
	go driver.Run(p, 2)
	time.Sleep(200 * time.Millisecond)
	println("board:", driver.Board, "blinks:", p.Blinks())
	println("util.Total =", util.Total, "calls =", util.Calls())
}

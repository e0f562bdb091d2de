// A handler that can block through a func value or an interface method is rejected like a direct
// call: the chain names the possible target that blocks. Targets that cannot block are fine.
package main

import "time"

type Action interface{ Do() }

type wait struct{}
type count struct{ n *int }

func (wait) Do()  { time.Sleep(time.Millisecond) }
func (c count) Do() { *c.n++ }

var ticks int
var hook func()
var act Action = count{&ticks}

func nap()  { time.Sleep(time.Millisecond) }
func bump() { ticks++ }

//corogo:interrupt 3
func viaFunc() {
	hook()
}

//corogo:interrupt 4
func viaIface() {
	act.Do()
}

func main() {
	hook = bump
	hook = nap
	act = wait{}
	println(ticks)
}

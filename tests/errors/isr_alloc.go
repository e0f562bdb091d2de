// An interrupt handler must not allocate or collect: the collector cannot run inside an interrupt.
// A handler that can reach an allocation (new, &T{}, append, a map insertion, ...) or runtime.GC,
// directly or through calls, is rejected at compile time with the call chain, like one that can
// block; reading a map and writing through pointers are fine.
package main

import (
	"interrupt"
	"runtime"
)

type event struct{ n int }

var last *event
var log []int
var names = map[int]string{}

func record(n int) { last = &event{n} }

func note(n int) { record(n) }

//corogo:interrupt 3
func tick() {
	note(1)
}

//corogo:interrupt 4
func grow() {
	log = append(log, 1)
}

//corogo:interrupt 5
func insert() {
	names[1] = "x"
}

//corogo:interrupt 6
func collect() {
	runtime.GC()
}

//corogo:interrupt 7
func fine() {
	if last != nil {
		last.n++
	}
	_ = names[2]
}

func main() {
	interrupt.Enable(3)
}

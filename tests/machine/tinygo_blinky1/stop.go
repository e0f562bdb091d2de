package main

// The test's side, beside the example left as TinyGo has it (-icount: deterministic): the LED read
// back at 0.75 s (high since 0.5 s) and at 1.25 s (low again since 1 s); then the program exits.

import (
	"machine"
	"os"
	"time"
)

func init() { go stop() }

func stop() {
	time.Sleep(750 * time.Millisecond)
	println("0.75 s: LED high:", machine.LED.Get())
	time.Sleep(500 * time.Millisecond)
	println("1.25 s: LED high:", machine.LED.Get())
	os.Exit(0)
}

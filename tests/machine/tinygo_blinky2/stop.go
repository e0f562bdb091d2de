package main

// The test's end, beside the example left as TinyGo has it: at 2.2 s of virtual time (-icount:
// deterministic), after the 9 changes up to 2.1 s, the two pins' levels are read back and the
// program exits.

import (
	"machine"
	"os"
	"time"
)

func init() { go stop() }

func stop() {
	time.Sleep(2200 * time.Millisecond)
	println("LED1 high:", machine.LED1.Get(), "LED2 high:", machine.LED2.Get())
	os.Exit(0)
}

package main

// The test's end, beside the example left as TinyGo has it: at 3.5 s of virtual time (-icount:
// deterministic), after the greetings of 0, 1, 2 and 3 s, the program exits.

import (
	"os"
	"time"
)

func init() { go stop() }

func stop() {
	time.Sleep(3500 * time.Millisecond)
	os.Exit(0)
}

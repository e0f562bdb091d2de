package main

// The test's end, beside the example left as TinyGo has it: the input (18 bytes, one taken per
// 10 ms) is all echoed within 0.2 s of start-up; at 1.5 s the program exits. Host time, not
// -icount: under -icount sleep=off the virtual clock could run past 1.5 s before QEMU has read
// the piped input.

import (
	"os"
	"time"
)

func init() { go stop() }

func stop() {
	time.Sleep(1500 * time.Millisecond)
	os.Exit(0)
}

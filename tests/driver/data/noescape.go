// Body-less library functions marked //go:noescape keep nothing they are passed: a local passed to
// sync/atomic and a local buffer written to the UART stay in the frame: -print-allocs=main.main
// lists nothing (print_allocs.sh).
package main

import (
	"machine"
	"sync/atomic"
)

func main() {
	var n int32
	for i := 0; i < 3; i++ {
		atomic.AddInt32(&n, 2)
	}
	buf := [4]byte{'o', 'k', '!', '\n'}
	machine.UART0.Write(buf[:])
	println(atomic.LoadInt32(&n))
}

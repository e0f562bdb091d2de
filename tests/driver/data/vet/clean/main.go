// A program go vet accepts under corogo env: it imports corogo's replacement packages (machine,
// interrupt, os, reflect, runtime, sync, sync/atomic, time) and Go's fmt, which Go's compiler
// compiles against them for vet's type information.
package main

import (
	"fmt"
	"interrupt"
	"machine"
	"os"
	"reflect"
	"runtime"
	"sync"
	"sync/atomic"
	"time"
)

type counter struct {
	mu sync.Mutex
	n  int
}

func (c *counter) add() {
	c.mu.Lock()
	c.n++
	c.mu.Unlock()
}

func main() {
	var c counter
	var wg sync.WaitGroup
	var sig interrupt.Signal
	var p atomic.Pointer[counter]
	p.Store(&c)
	for i := 0; i < 3; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			p.Load().add()
			time.Sleep(time.Millisecond)
		}()
	}
	wg.Wait()
	sig.Notify()
	machine.LED.Configure(machine.PinConfig{Mode: machine.PinOutput})
	machine.LED.Toggle()
	fmt.Printf("%d %s %v %d\n", c.n, runtime.GOARCH, reflect.TypeOf(c.n), sig.Pending())
	fmt.Fprintln(os.Stderr, "done")
}

// A negative WaitGroup counter panics with Go's message.
package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(2)
	wg.Done()
	wg.Done()
	println("zero")
	wg.Done()
}

// main waits on a WaitGroup nobody will finish: Go's deadlock error.
package main

import "sync"

func main() {
	var wg sync.WaitGroup
	wg.Add(1)
	println("waiting")
	wg.Wait()
}

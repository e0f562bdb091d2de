// Unlocking an unlocked mutex is a fatal error, as in Go.
package main

import "sync"

func main() {
	var m sync.Mutex
	m.Lock()
	m.Unlock()
	println("unlocked once")
	m.Unlock()
}

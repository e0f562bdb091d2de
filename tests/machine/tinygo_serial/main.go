// The shape of TinyGo's serial example, written for this test: a greeting printed on the console
// once a second, forever. stop.go ends the run.
package main

import "time"

func main() {
	for {
		println("hello world!")
		time.Sleep(time.Second)
	}
}

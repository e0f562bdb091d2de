// os.Args: the program's name, then the arguments `corogo run prog.go ARG...` (or -arg=ARG, as
// this test's .flags give them) baked into the image, as go run passes them.
package main

import "os"

func main() {
	println(len(os.Args))
	for _, a := range os.Args[1:] {
		println("[" + a + "]")
	}
}

// fmt.Println("hello, world") from GOROOT's fmt, unmodified (bench/hello_fmt measures its size).
package main

import "fmt"

func main() {
	fmt.Println("hello, world")
}

// Closing a nil channel panics with Go's message.
package main

func main() {
	var c chan string
	println(len(c), cap(c))
	close(c)
}

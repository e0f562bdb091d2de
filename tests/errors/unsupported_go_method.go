package main

type T struct{}

func (T) run() {}

func main() {
	var t T
	go t.run()
	go println("x")
}

package main

type T struct{}

func (T) run() {}

func work() {}

func main() {
	var t T
	go t.run()
	f := work
	go f()
	go func() {}()
	go println("x")
}

package main

type Shape interface {
	Area() int
}

func describe(x any) {}

func main() {
	var err error
	_ = err
}

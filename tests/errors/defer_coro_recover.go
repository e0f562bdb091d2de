package main

import "runtime"

func fix() {
	recover()
}

func step() {
	runtime.Gosched()
}

func worker() {
	defer fix()
	step()
}

func main() {
	go worker()
}

package main

import "runtime"

func fix() {
	recover()
}

func worker() {
	defer fix()
	runtime.Gosched()
}

func main() {
	go worker()
}

package main

func main() {
	if true {
		println(1,

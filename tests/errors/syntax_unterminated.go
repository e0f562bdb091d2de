package main

func main() {
	x := `raw
/* never closed

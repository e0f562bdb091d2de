package main

var ages map[string]int

func main() {
	m := map[int]bool{}
	delete(m, 1)
}

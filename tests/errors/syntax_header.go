package main

type T struct{ a int }

func main() {
	var t T
	if t == T{} {
	}
	for t != T{a: 1} {
	}
}

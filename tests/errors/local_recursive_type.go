package main

func main() {
	type t struct{ x t }
	type u [2]u
	var v t
	_ = v
}

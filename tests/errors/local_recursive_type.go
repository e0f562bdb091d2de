package main

func main() {
	type t struct{ x t }
	type u [2]u
	var v t
	_ = v
	type a = a // an alias is in scope from its name on too
	type b = []b
	type c = int
	var w c = 3
	_ = w
}

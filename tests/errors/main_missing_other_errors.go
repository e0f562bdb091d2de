package main

func f() int {
	return "x"
}

func g() {
	undefinedThing()
}

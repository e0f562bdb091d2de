package lib

func main(n int) int {
	return "x"
}

func g() {
	undefinedName()
}

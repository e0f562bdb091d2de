package _

func mine(int b) int {
	return 2
}

func main() {
	mine()
}

package main

// Recursion with the suspend point in the base case, 13 and 21 frames deep: every level's frame
// is kept while the leaf is suspended, and the sums come back up through the promises.

func down(n int) int {
	if n == 0 {
		coroSuspend()
		return 0
	}
	return down(n-1) + n
}

func run(name string, n int) {
	println(name, "start")
	println(name, down(n))
}

func main() {
	println("sync", down(12))
	go run("r", 12)
	go run("s", 20)
	println("main")
}

package main

// Suspends inside loops, at two depths: ticker suspends in its loop; nested calls ticker in a loop,
// so b's suspends happen one level down and b starts a fresh child frame on each iteration.

func ticker(name string, n int) {
	for i := 0; i < n; i++ {
		println(name, i)
		coroSuspend()
	}
	println(name, "end")
}

func nested(name string, n int) {
	for i := 0; i < n; i++ {
		ticker(name, 2)
	}
}

func main() {
	go ticker("a", 3)
	go nested("b", 2)
	println("main")
}

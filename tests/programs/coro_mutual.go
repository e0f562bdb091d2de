package main

// Mutual recursion where only odd suspends: both are tainted (the cycle reaches a suspend point).

func even(n int) bool {
	if n == 0 {
		return true
	}
	return odd(n - 1)
}

func odd(n int) bool {
	if n == 0 {
		return false
	}
	if n%3 == 0 {
		coroSuspend()
	}
	return even(n - 1)
}

func check(name string, n int) {
	println(name, "start")
	r := even(n)
	println(name, n, r)
}

func main() {
	println("sync", even(10), odd(7))
	go check("g1", 9)
	go check("g2", 4)
	println("main")
}

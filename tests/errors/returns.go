package main

func two() (int, int) { return 1, 2 }

func a() int {
	return 1, 2
}

func b() (int, string) {
	return 1
}

func c() {
	return 3
}

func d() (x int) {
	return
}

func e() int {
	return
}

func f() (int, int) {
	return two()
}

func main() {
	x, y := two(), 1
	var p, q, r = two()
	println(a(), d(), e(), x, y, p, q, r)
	b()
	c()
	f()
}

package main

// The C boundary both ways: Go calls C functions declared without a body (never tainted), and C
// calls Go functions marked //export — their sync versions, even for one that suspends.

//go:linkname c_add c_add
func c_add(a, b int) int

//go:linkname c_call_back c_call_back
func c_call_back(x int) int

//export go_square
func square(x int) int { return x * x }

//export go_step
func step(x int) int {
	coroSuspend()
	println("step", x)
	return x + 1
}

func user(id int) {
	println("user", id, c_add(id, 100))
	coroSuspend()
	println("user", id, "after", c_call_back(id))
}

func main() {
	println(c_add(2, 3))
	println(c_call_back(5))
	go user(1)
	println("main")
}

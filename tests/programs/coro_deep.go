package main

// A suspend five calls down (top -> l1 -> l2 -> l3 -> leaf) still yields the whole goroutine, and a
// second suspend on the way back up (in l2) yields again; results travel up through every promise.

func leaf(id int, n int) int {
	println("leaf", id, "start")
	coroSuspend()
	println("leaf", id, "resumed")
	return n + 1
}

func l3(id, n int) int { return leaf(id, n) * 2 }

func l2(id, n int) int {
	r := l3(id, n)
	coroSuspend()
	return r + 1
}

func l1(id, n int) int { return l2(id, n) + 100 }

func top(id int) {
	r := l1(id, id*10)
	println("top", id, "result", r)
}

func main() {
	top(0)
	go top(1)
	go top(2)
	println("main done")
}

package main

// A top -> mid -> leaf await chain started with go: after the passes mid's frame is inside top's
// and leaf's inside mid's, so only top has a pool (2 slots from the directive). Checked by
// run-report.sh against chain.expected (sizes as patterns) and run as a program. //go:noinline
// keeps leaf and mid coroutines of their own (inline.go: the same chain with its awaits inlined).

//go:noinline
func leaf(n int) int {
	coroSuspend()
	return n + 1
}

//go:noinline
func mid(n int) int {
	return leaf(n) * 2
}

//corogo:pool 2
func top(n int) {
	println("top", n, mid(n))
}

func main() {
	go top(1)
	go top(2)
}

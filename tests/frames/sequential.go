package main

// One await against eleven awaits one after another: the awaited frames are elided into the
// caller's, and sequential awaits share that storage, so eleven's frame stays within 1.2 x one's
// (run-ratio.sh reads both sizes from `corogo build -size=full`). Clang's C++20 coroutines grow
// 4.6 x here. //go:noinline keeps leaf a coroutine of its own (its awaits are not inlined).

//go:noinline
func leaf(n int) int {
	coroSuspend()
	return n + 1
}

func one(n int) int {
	a := leaf(n)
	return a
}

func eleven(n int) int {
	a := leaf(n)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	a = leaf(a)
	return a
}

func run(n int) {
	println("one", one(n), "eleven", eleven(n))
}

func main() {
	go one(1)
	go eleven(1)
	go run(5)
}

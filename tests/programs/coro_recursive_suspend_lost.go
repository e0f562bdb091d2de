package main

// From the pipeline fuzzer (diff-s301/opt-mismatch-158, coro_recursive.go with == made !=):
// the goroutine's output was lost at -O2/-Os/-Oz on both boards (invariant I1 of
// docs/coroutines.md fixed it); Go prints "main" then "0".

func down(n int) int {
	if n != 0 {
		coroSuspend()
		return 0
	}
	return down(n-1) + n
}

func run(n int) {
	println(down(n))
}

func main() {
	go run(1)
	println("main")
}

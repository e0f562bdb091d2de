package main

import "runtime"

func f() int { return 1 }

func main() {
	s := []int{1}
	defer len(s)
	defer int(3)
	defer coroSuspend()
	defer runtime.Gosched()
	_ = recover(1)
	defer f()
	defer copy(s, s)
}

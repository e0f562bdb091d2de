package main

// The resume fast path for every yield loop (src/transform/fastpath.c): twice has a warm-up loop of
// yields before its main loop, so its resume function dispatches over two suspend points, each in a
// loop. Both cases of the dispatch in "main.twice$coro.resume.fast" go to copies of their loop's
// test and yield, not to the slow path (which only the loops' exits reach).

// AFTER-LABEL: define internal fastcc void @"main.twice$coro.resume.fast"(ptr %0)
// AFTER: br i1 %{{[0-9]+}}, label %fast{{[0-9]+}}, label %fast{{[0-9]+}}
// AFTER-NOT: store i2 0
// AFTER: store ptr %0, ptr @rt_suspended
// AFTER-NEXT: store i32
// AFTER-NOT: store i2 0
// AFTER: store i2 1, ptr
// AFTER-NOT: store i2
// AFTER: store ptr %0, ptr @rt_suspended
// AFTER-NEXT: getelementptr
// AFTER-NEXT: store i32
// AFTER-NOT: store i2
// AFTER: fast.slow:
// AFTER-NEXT: tail call fastcc void @"main.twice$coro.resume"(ptr %0)
// AFTER-NEXT: ret void
// AFTER-NEXT: {{^}}}

import "runtime"

func twice(id int) {
	for i := 0; i < id+2; i++ {
		runtime.Gosched()
	}
	n := id * 3
	for i := 0; i < n+id; i++ {
		runtime.Gosched()
	}
	println("twice", id, n)
}

func main() {
	go twice(1)
	go twice(2)
}

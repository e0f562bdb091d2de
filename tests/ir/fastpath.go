package main

// A resume entry of its own for a yield path that calls nothing (src/transform/fastpath.c): spin's resume
// function dispatches over two suspend points (the yield in its loop, the await of wait) and its
// other paths call println, so every resume would save callee-saved registers. After the passes
// the frame's resume pointer is "main.spin$coro.resume.fast": it reloads the suspend index, and
// for the yield copies the loop's test and what follows it up to a return without a call (the next
// yield: publish the frame in rt_suspended, store the counter; the loop's exit up to wait's first
// suspend); anything else tail-calls the original resume function, which starts over from the same
// index. The copy reached from the dispatch's `index == 0` knows the index: the yield, which
// suspends at the same point, does not store it again; the loop's exit, which suspends at
// another one (1), does.

// AFTER-LABEL: define internal {{.*}}ptr @"main.spin$coro"(
// AFTER: store ptr @"main.spin$coro.resume.fast", ptr
// AFTER: {{^}}}
// AFTER-LABEL: define internal fastcc void @"main.spin$coro.resume.fast"(ptr %0)
// AFTER-NOT: call
// AFTER: br i1 %{{[0-9]+}}, label %fast{{[0-9]*}}, label %fast.slow
// AFTER-NOT: call
// AFTER-NOT: store i2 0
// AFTER: store ptr %0, ptr @rt_suspended
// AFTER-NEXT: store i32
// AFTER-NEXT: br label %fast
// AFTER-NOT: call
// AFTER: store i2 1, ptr
// AFTER-NOT: call
// AFTER: fast.slow:
// AFTER-NEXT: tail call fastcc void @"main.spin$coro.resume"(ptr %0)
// AFTER-NEXT: ret void
// AFTER-NEXT: {{^}}}

import "runtime"

//go:noinline
func wait(n int) int {
	runtime.Gosched()
	return n + 1
}

func spin(id int) {
	for i := 0; i < id+2; i++ {
		runtime.Gosched()
	}
	println("spin", id, wait(id))
}

func main() {
	go spin(1)
	go spin(2)
}

package main

// The resume fast path of a method goroutine with a call in its yield loop
// (src/transform/fastpath.c): `go w.run()` yields in a loop whose body calls step, which does not
// suspend, before the yield, and whose bound is read through the receiver, so LLVM keeps the
// counter's store in the resume function's entry, above that load. The copy in
// "main.(*worker).run$coro.resume.fast" keeps the call (every path from it yields), and the slow
// path, the loop's exit, first stores back the counter's old value that the entry overwrote, then
// tail-calls the resume function, which starts over from the memory it would have been called
// with. The suspend index has one bit (one suspend point besides the final one): it is always 0,
// so the yield does not store it, and what is left after the call is publishing the frame in
// rt_suspended, which step cannot see: that store goes first and the call becomes a tail call
// (the path saves no register).

// AFTER-LABEL: define internal fastcc void @"main.(*worker).run$coro.resume.fast"(ptr %0)
// AFTER: [[OLD:%[0-9]+]] = load i32, ptr [[I:%[0-9]+]]
// AFTER-NEXT: [[NEW:%[0-9]+]] = add nuw nsw i32 [[OLD]], 1
// AFTER-NEXT: store i32 [[NEW]], ptr [[I]]
// AFTER: br i1 %{{[0-9]+}}, label %fast{{[0-9]+}}, label %fast.slow
// AFTER-NOT: store i1
// AFTER: store ptr %0, ptr @rt_suspended
// AFTER-NOT: store i1
// AFTER: tail call fastcc void @"main.(*worker).step"(
// AFTER-NEXT: ret void
// AFTER: fast.slow:
// AFTER-NEXT: store i32 [[OLD]], ptr [[I]]
// AFTER-NEXT: tail call fastcc void @"main.(*worker).run$coro.resume"(ptr %0)

import "runtime"

type worker struct{ id, n, sum int }

//go:noinline
func (w *worker) step(i int) { w.sum += i }

func (w *worker) run() {
	for i := 0; i < w.n; i++ {
		w.step(i)
		runtime.Gosched()
	}
	println("worker", w.id, w.sum)
}

func main() {
	w1, w2 := &worker{id: 1, n: 3}, &worker{id: 2, n: 4}
	go w1.run()
	go w2.run()
}

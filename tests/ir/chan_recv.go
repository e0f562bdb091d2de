package main

// Golden IR of a channel receive in $coro code (cg_chan.c; checked with FileCheck by
// tests/ir/run-filecheck.sh): the receive registers a waiter and the value's slot with the runtime
// (the frame's handle first), suspends once without publishing the frame (the sender makes it
// ready), and after the passes the resume function reads the value from the coroutine frame (its
// dispatch between them: recv is go-only, so its ramp stops at its start, src/transform/gostart.c).
// The sync version (first in the module) blocks in the runtime, which drives the scheduler.
// BEFORE-LABEL: define internal void @main.recv(ptr
// BEFORE-NOT: llvm.coro
// BEFORE: call i1 @rt_chan_recv(ptr %{{.*}}, ptr %recv.val)
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.recv$coro"(ptr
// BEFORE: %recv.waiter = alloca [6 x i32], align 4
// BEFORE: %recv.val = alloca i32
// BEFORE: %[[HDL:[0-9]+]] = call ptr @llvm.coro.begin(
// BEFORE: call i1 @rt_chan_recv_prepare(ptr %[[HDL]], ptr %{{.*}}, ptr %recv.val, ptr %recv.waiter)
// BEFORE-NOT: rt_suspended
// BEFORE: call i8 @llvm.coro.suspend(token none, i1 false)
// BEFORE-NOT: call i8 @llvm.coro.suspend(token none, i1 false)
// BEFORE: load i32, ptr %recv.val
// BEFORE: call i8 @llvm.coro.suspend(token none, i1 true)
// BEFORE: {{^}}}
// AFTER-LABEL: define internal fastcc void @"main.recv$coro.resume"(ptr
// AFTER: %[[SLOT:recv.val.reload.addr]] = getelementptr inbounds i8, ptr %0, i32 {{[0-9]+}}
// AFTER: load i32, ptr %[[SLOT]]
// AFTER: {{^}}}
func recv(c chan int) {
	v := <-c
	println(v)
}

func main() {
	c := make(chan int)
	go recv(c)
	recv(c) // never completes: the goroutine is waiting too (a deadlock, but only built here)
	c <- 7
}

package main

// Golden IR of inlined awaits (cg_inline.c). leaf is small, so top's $coro version does not await
// leaf's coroutine: it calls "main.leaf$inline"(top's handle, n, results out), leaf's body as plain
// code whose suspend point is top's (coro.save of the handle it is given, the leaf published in
// rt_suspended, coro.suspend) and which returns 0 (returned: result in *out), 1 (suspended) or 2
// (destroyed), the await thunk's statuses. top therefore yields itself: its promise has the queue
// link. After the passes no $inline function and no coroutine of leaf's are left, and top's frame
// holds no frame of leaf's.

// BEFORE-LABEL: define internal ptr @"main.top$coro"(
// BEFORE: %promise = alloca { ptr, ptr }, align 4
// BEFORE: %[[HDL:[0-9]+]] = call ptr @llvm.coro.begin(
// BEFORE: %await = call i8 @"main.leaf$inline"(ptr %[[HDL]], i32 %n{{[0-9]*}}, ptr %await.out) #[[ALWAYS:[0-9]+]]
// BEFORE-NEXT: switch i8 %await, label %await.cont [
// BEFORE-NEXT: i8 1, label %coro.suspend
// BEFORE-NEXT: i8 2, label %coro.cleanup
// BEFORE: await.cont:
// BEFORE-NEXT: load i32, ptr %await.out
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i8 @"main.leaf$inline"(ptr %0, i32 %1, ptr %2)
// BEFORE-NOT: llvm.coro.id
// BEFORE-NOT: llvm.coro.begin
// BEFORE: %[[SAVE:[0-9]+]] = call token @llvm.coro.save(ptr %0)
// BEFORE-NEXT: store ptr %0, ptr @rt_suspended, align 4
// BEFORE-NEXT: call i8 @llvm.coro.suspend(token %[[SAVE]], i1 false)
// BEFORE: inline.suspended:
// BEFORE-NEXT: ret i8 1
// BEFORE: inline.destroyed:
// BEFORE-NEXT: ret i8 2
// BEFORE: return:
// BEFORE: store i32 %{{[0-9]+}}, ptr %2
// BEFORE-NEXT: ret i8 0
// BEFORE: {{^}}}
// BEFORE: attributes #[[ALWAYS]] = { "function-inline-cost"="0" }

// AFTER-NOT: $inline
// AFTER-NOT: main.leaf$coro
// AFTER-LABEL: define internal fastcc void @"main.top$coro.resume"(
// AFTER-NOT: $inline
// AFTER-NOT: main.leaf$coro

import "runtime"

func leaf(n int) int {
	runtime.Gosched()
	return n + 1
}

func top(n int) {
	println("top", leaf(n))
}

func main() {
	go top(1)
}

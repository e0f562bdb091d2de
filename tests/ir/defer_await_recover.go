package main

// A goroutine's function whose deferred call may recover awaits a call that can suspend
// (docs/defer.md, "In a goroutine"; cg_defer.c cg_defer_await_*, cg_coro.c): where it suspends
// under the callee it marks its landing awaiting (word RT_LANDING_STATE = 1), after the await it
// sets its landing again, and the await's thunk, resumed, asks whether a recovery resumed it
// (rt_recover_frame is its frame): then it destroys or frees the callee's frame as the runtime
// says (rt_recover_destroy) and returns 3, which sends the function to its return block. An
// await in a function without a landing (plainAwait) has none of this.

import "runtime"

// BEFORE-LABEL: define internal ptr @"main.plainAwait$coro"(
// BEFORE-NOT: rt_recover_frame
// BEFORE-NOT: rt_setjmp
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.guarded$coro"(
// BEFORE: store ptr %{{[0-9]+}}, ptr %{{[0-9]+}}
// BEFORE: call i32 @rt_setjmp(ptr %defer.landing)
// BEFORE: %await = call i8 @"main.leaf$await{{.*}}"(ptr
// BEFORE-NEXT: switch i8 %await, label %await.cont [
// BEFORE-NEXT: i8 1, label %await.suspended
// BEFORE-NEXT: i8 2, label %coro.cleanup
// BEFORE-NEXT: i8 3, label %await.recovered
// BEFORE: await.cont:
// BEFORE-NEXT: getelementptr [16 x ptr], ptr %defer.landing, i32 0, i32 14
// BEFORE-NEXT: store i32 0
// BEFORE-NEXT: call i32 @rt_setjmp(ptr %defer.landing)
// BEFORE: await.recovered:
// BEFORE-NEXT: store ptr null, ptr @rt_recover_frame
// BEFORE: call i32 @rt_setjmp(ptr %defer.landing)
// BEFORE: br i1 %{{[0-9]+}}, label %return
// BEFORE: await.suspended:
// BEFORE-NEXT: getelementptr [16 x ptr], ptr %defer.landing, i32 0, i32 14
// BEFORE-NEXT: store i32 1
// BEFORE-NEXT: br label %coro.suspend
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i8 @"main.leaf$await.{{[0-9]+}}"(
// BEFORE: switch i8 %{{[0-9]+}}, label %await.suspended [
// BEFORE-NEXT: i8 0, label %await.resumed
// BEFORE: await.resumed:
// BEFORE-NEXT: load ptr, ptr @rt_recover_frame
// BEFORE-NEXT: icmp eq ptr %{{[0-9]+}}, %0
// BEFORE-NEXT: br i1 %{{[0-9]+}}, label %await.recovered, label %await.check
// BEFORE: await.recovered:
// BEFORE-NEXT: load i8, ptr @rt_recover_destroy
// BEFORE: await.drop.destroy:
// BEFORE-NEXT: call void @llvm.coro.destroy(ptr %child)
// BEFORE: await.drop.free:
// BEFORE-NEXT: call void @rt_frame_free(ptr %child)
// BEFORE: ret i8 3
// BEFORE: {{^}}}

//go:noinline
func leaf(n int) int {
	runtime.Gosched()
	if n < 0 {
		panic("negative")
	}
	return n
}

//go:noinline
func plainAwait(n int) int { return leaf(n) + 1 }

func guarded(n int) (res int) {
	defer func() {
		if recover() != nil {
			res = -1
		}
	}()
	return leaf(n)
}

func worker(done chan int) { done <- guarded(1) + plainAwait(2) }

func main() {
	done := make(chan int, 1)
	go worker(done)
	println(<-done)
}

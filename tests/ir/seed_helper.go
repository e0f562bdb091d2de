package main

// Golden IR for the dual-symbol lowering of the seed example (checked with FileCheck by
// tests/ir/run-filecheck.sh: BEFORE = the module as codegen emits it, AFTER = after the LLVM passes).

// The sync version of a suspending function contains no coroutine intrinsics.
// BEFORE-LABEL: define internal void @main.worker(i32
// BEFORE-NOT: llvm.coro
// BEFORE: {{^}}}
// Its $coro version is a presplit coroutine: promise {parent, next} (a leaf: it yields) aligned to
// 4, not 8 (no result needs more), coro.id, coro.alloc, the frame
// allocator of its own ("main.worker$frame", replaced by frames.c), coro.begin, the yield (the
// suspend point saved first, then the leaf published with a plain store to rt_suspended, then the
// suspend: nothing is called after the save), and a final suspend.
// BEFORE-LABEL: define internal ptr @"main.worker$coro"(i32
// BEFORE-SAME: #[[CORO:[0-9]+]]
// BEFORE: %promise = alloca { ptr, ptr }, align 4
// BEFORE: call token @llvm.coro.id(i32 4, ptr %promise, ptr null, ptr null)
// BEFORE: call i1 @llvm.coro.alloc(
// BEFORE: call ptr @"main.worker$frame"(
// BEFORE: %[[HDLW:[0-9]+]] = call ptr @llvm.coro.begin(
// BEFORE: %[[SAVE:[0-9]+]] = call token @llvm.coro.save(ptr %[[HDLW]])
// BEFORE-NEXT: store ptr %[[HDLW]], ptr @rt_suspended, align 4
// BEFORE-NEXT: call i8 @llvm.coro.suspend(token %[[SAVE]], i1 false)
// BEFORE: call i8 @llvm.coro.suspend(token none, i1 true)
// BEFORE: {{^}}}
//go:noinline
func worker(id int) {
	println("worker", id, ": start")
	coroSuspend()
	println("worker", id, ": done")
}

// helper's sync version calls worker's sync version; its $coro version awaits worker$coro through
// an await thunk (cg_coro.c): "main.worker$await"(helper's handle, args, results out) returns
// 0 done, 1 suspended (helper returns to its resumer), 2 destroyed (helper's cleanup). helper only
// awaits and only direct calls reach it: its promise is {parent} alone, no queue link.
// BEFORE-LABEL: define internal void @main.helper(i32
// BEFORE-NOT: llvm.coro
// BEFORE: call void @main.worker(i32
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.helper$coro"(i32
// BEFORE-SAME: #[[CORO]]
// BEFORE: %promise = alloca { ptr }, align 4
// BEFORE: %[[HDL:[0-9]+]] = call ptr @llvm.coro.begin(
// BEFORE: %await = call i8 @"main.worker$await"(ptr %[[HDL]], i32 %{{.*}}, ptr null)
// BEFORE-NEXT: switch i8 %await, label %await.cont [
// BEFORE-NEXT: i8 1, label %coro.suspend
// BEFORE-NEXT: i8 2, label %coro.cleanup
// BEFORE: {{^}}}
func helper(id int) {
	println("helper", id, ": calling worker")
	worker(id)
	println("helper", id, ": worker returned")
}

// A function that cannot suspend gets no $coro version, and go selects the target's frame pool,
// calls its $coro entry (noinline: the ramp keeps its own frame allocation) + rt_go.
// BEFORE-LABEL: define internal void @main.main()
// BEFORE: call void @main.helper(i32 0)
// BEFORE: call void @rt_pool_select(ptr @"main.helper$pool")
// BEFORE-NEXT: %go = call ptr @"main.helper$coro"(i32 1) #[[NOINLINE:[0-9]+]]
// BEFORE-NEXT: call void @rt_go(ptr %go)
// The thunk: the child's ramp (alwaysinline once it is split), check done, link the parent in the
// child's promise, suspend without publishing, destroy the child on both the done path and the
// destroy path.
// BEFORE-LABEL: define internal i8 @"main.worker$await"(ptr %0, i32 %1, ptr %2)
// BEFORE: %child = call ptr @"main.worker$coro"(i32 %1) #[[ALWAYS:[0-9]+]]
// BEFORE: call i1 @llvm.coro.done(ptr %child)
// BEFORE: call ptr @llvm.coro.promise(ptr %child, i32 4, i1 false)
// BEFORE-NEXT: store ptr %0, ptr
// BEFORE-NEXT: call i8 @llvm.coro.suspend(token none, i1 false)
// BEFORE: ret i8 1
// BEFORE: call void @llvm.coro.destroy(ptr %child)
// BEFORE-NEXT: ret i8 2
// BEFORE: call void @llvm.coro.destroy(ptr %child)
// BEFORE-NEXT: ret i8 0
// BEFORE: attributes #[[CORO]] = { {{.*}}presplitcoroutine "disable-tail-calls"="true" }
// BEFORE-DAG: attributes #[[NOINLINE]] = { noinline }
// BEFORE-DAG: attributes #[[ALWAYS]] = { alwaysinline }
// NOCORO-NOT: main.plain$coro
func plain() { println("plain") }

func main() {
	helper(0)
	go helper(1)
	go helper(2)
	plain()
}

// After the passes every coroutine is split into resume/destroy clones and none is presplit.
// AFTER-DAG: define internal {{.*}}@"main.worker$coro.resume"(ptr
// worker's frame is elided into helper's: only its cleanup clone (used for elided frames) remains,
// and the one frame allocation per goroutine is helper's.
// AFTER-DAG: define internal {{.*}}@"main.worker$coro.cleanup"(ptr
// AFTER-NOT: @"main.worker$coro.destroy"
// AFTER-DAG: define internal {{.*}}@"main.helper$coro.resume"(ptr
// AFTER-NOT: presplitcoroutine
// main is tainted (it calls helper) but nothing starts it with go: its unused $coro version is gone.
// No await thunk survives the passes, and the pool codegen referenced is defined (frames.c).
// AFTER-NOT: main.main$coro
// AFTER-NOT: $await

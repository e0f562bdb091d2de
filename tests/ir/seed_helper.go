package main

// Golden IR for the dual-symbol lowering of the seed example (checked with FileCheck by
// tests/ir/run-filecheck.sh: BEFORE = the module as codegen emits it, AFTER = after the LLVM passes).

// The sync version of a suspending function contains no coroutine intrinsics.
// BEFORE-LABEL: define internal void @main.worker(i32
// BEFORE-NOT: llvm.coro
// BEFORE: {{^}}}
// Its $coro version is a presplit coroutine: promise {parent, next}, coro.id, coro.alloc, the frame
// allocator, coro.begin, the leaf published before the suspend, and a final suspend.
// BEFORE-LABEL: define internal ptr @"main.worker$coro"(i32
// BEFORE-SAME: #[[CORO:[0-9]+]]
// BEFORE: %promise = alloca { ptr, ptr }, align 8
// BEFORE: call token @llvm.coro.id(i32 8, ptr %promise, ptr null, ptr null)
// BEFORE: call i1 @llvm.coro.alloc(
// BEFORE: call ptr @rt_frame_alloc(
// BEFORE: call ptr @llvm.coro.begin(
// BEFORE: call void @rt_coro_yield(ptr
// BEFORE-NEXT: call i8 @llvm.coro.suspend(token none, i1 false)
// BEFORE: call i8 @llvm.coro.suspend(token none, i1 true)
// BEFORE: {{^}}}
func worker(id int) {
	println("worker", id, ": start")
	coroSuspend()
	println("worker", id, ": done")
}

// helper's sync version calls worker's sync version; its $coro version awaits worker$coro:
// check done, link itself as the parent in the child's promise, suspend without publishing itself,
// destroy the child on both the done path and its own destroy path.
// BEFORE-LABEL: define internal void @main.helper(i32
// BEFORE-NOT: llvm.coro
// BEFORE: call void @main.worker(i32
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.helper$coro"(i32
// BEFORE-SAME: #[[CORO]]
// BEFORE: %child = call ptr @"main.worker$coro"(i32
// BEFORE: call i1 @llvm.coro.done(ptr %child)
// BEFORE: call ptr @llvm.coro.promise(ptr %child, i32 8, i1 false)
// BEFORE-NEXT: store ptr %{{.*}}, ptr
// BEFORE-NEXT: call i8 @llvm.coro.suspend(token none, i1 false)
// BEFORE: call void @llvm.coro.destroy(ptr %child)
// BEFORE: call void @llvm.coro.destroy(ptr %child)
// BEFORE: {{^}}}
func helper(id int) {
	println("helper", id, ": calling worker")
	worker(id)
	println("helper", id, ": worker returned")
}

// A function that cannot suspend gets no $coro version, and go calls its $coro entry + rt_go.
// BEFORE-LABEL: define internal void @main.main()
// BEFORE: call void @main.helper(i32 0)
// BEFORE: %go = call ptr @"main.helper$coro"(i32 1)
// BEFORE-NEXT: call void @rt_go(ptr %go)
// BEFORE: attributes #[[CORO]] = { {{.*}}presplitcoroutine
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
// AFTER-NOT: main.main$coro

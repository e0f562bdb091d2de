package main

// Golden IR of calls through func values in $coro code (cg_closure.c; checked with FileCheck by
// tests/ir/run-filecheck.sh). No function of type func(int) int whose address is taken can
// suspend, so work$coro calls the sync entry straight away: no load of the $coro entry, no await,
// no child frame. A func() value can reach step, which suspends: the call loads the $coro entry
// (the flag), awaits it when it is not null and calls the sync entry otherwise.
// BEFORE-LABEL: define internal ptr @"main.work$coro"(i32
// BEFORE-NOT: fv.coro
// BEFORE-NOT: child
// BEFORE: %fv.sync = load ptr, ptr
// BEFORE: call i32 %fv.sync(ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.drive$coro"(ptr
// BEFORE: %fv.coro = load ptr, ptr
// BEFORE: br i1 %{{[0-9]+}}, label %fv.await, label %fv.sync
// BEFORE: fv.await:
// BEFORE-NEXT: %child = call ptr %fv.coro(ptr
// BEFORE: fv.sync:
// BEFORE: call void %fv.sync{{[0-9]*}}(ptr
// BEFORE: call i1 @llvm.coro.done(ptr %child)
// BEFORE: {{^}}}
// BEFORE: @"main.double$fv.sync"
// BEFORE-NOT: @"main.double$fv.coro"

func double(x int) int { return 2 * x }
func triple(x int) int { return 3 * x }

var table = [2]func(int) int{double, triple}

func work(k int) int {
	coroSuspend()
	return table[k&1](k)
}

func step() {
	println("step")
	coroSuspend()
}

func quiet() {}

func drive(f func()) {
	f()
}

func main() {
	go work(3)
	go drive(step)
	go drive(quiet)
}

package main

// Golden IR of calls through func values in $coro code (cg_closure.c; checked with FileCheck by
// tests/ir/run-filecheck.sh). No function of type func(int) int whose address is taken can
// suspend, so work$coro calls the sync entry straight away: no load of the $coro entry, no await,
// no child frame. A func() value can reach step, which suspends, and quiet, which cannot: the call
// compares the record's sync entry with step's and awaits step directly (its await thunk, as a
// direct call would: no $coro entry loaded, no frame from the general pool), else calls the sync
// entry. A func(int, int) value can reach five suspending functions, more than the four awaited
// directly: fan$coro loads the $coro entry (the flag), awaits it when it is not null and calls
// the sync entry otherwise.
// BEFORE-LABEL: define internal ptr @"main.work$coro"(i32
// BEFORE-NOT: fv.coro
// BEFORE-NOT: child
// BEFORE: %fv.sync = load ptr, ptr
// BEFORE: call i32 %fv.sync(ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.drive$coro"(ptr
// BEFORE-NOT: fv.coro
// BEFORE: %fv.sync = load ptr, ptr
// BEFORE-NEXT: icmp eq ptr %fv.sync, @"main.step$fv.sync"
// BEFORE: fv.direct:
// BEFORE-NEXT: call i8 @"main.step$await"(
// BEFORE: fv.next:
// BEFORE-NEXT: call void %fv.sync(ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.fan$coro"(ptr
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

func s1(x, y int) { coroSuspend() }
func s2(x, y int) { coroSuspend() }
func s3(x, y int) { coroSuspend() }
func s4(x, y int) { coroSuspend() }
func s5(x, y int) { coroSuspend() }

func fan(f func(x, y int)) { f(1, 2) }

func main() {
	go work(3)
	go drive(step)
	go drive(quiet)
	for _, f := range []func(x, y int){s1, s2, s3, s4, s5} {
		go fan(f)
	}
}

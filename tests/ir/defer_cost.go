package main

// Functions without defer pay nothing for defer (docs/defer.md): in a program whose sync code
// defers, a function without defer (plain, get: they can panic, through their bounds checks) and
// a $coro function (spin) never touch the defer chain and set no landing place; unwinding is the
// runtime's business (rt_gopanic runs the records), not theirs. The function that defers reads
// the chain's top at its entry, pushes a frame-resident record, and runs the records at its
// return; one whose deferred call may recover also sets its landing place (rt_setjmp).

import "runtime"

// BEFORE-LABEL: define internal i32 @main.plain(
// BEFORE-NOT: rt_defer_top
// BEFORE-NOT: rt_setjmp
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i32 @main.get(
// BEFORE-NOT: rt_defer_top
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i32 @main.withDefer(
// BEFORE: %defer.rec = alloca { ptr, ptr, ptr }
// BEFORE-NOT: rt_setjmp
// BEFORE: load ptr, ptr @rt_defer_top
// BEFORE: store ptr %defer.rec, ptr @rt_defer_top
// BEFORE: defer.loop:
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal void @main.recovering(
// BEFORE: call i32 @rt_setjmp(ptr %defer.landing) #[[RT2:[0-9]+]]
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.spin$coro"(
// BEFORE-NOT: rt_defer_top
// BEFORE: {{^}}}
// BEFORE: attributes #[[RT2]] = { returns_twice }

func plain(a []int, i int) int { return a[i] + get(a, i) }

func get(a []int, i int) int { return a[i] }

func cleanup() { println("cleanup") }

func fix() { recover() }

func withDefer(a []int, i int) int {
	defer cleanup()
	return a[i]
}

func recovering() {
	defer fix()
	println(get(nil, 1))
}

func spin() {
	runtime.Gosched()
	println("spun")
}

func main() {
	a := []int{1, 2, 3}
	println(plain(a, 1), withDefer(a, 2))
	recovering()
	go spin()
}

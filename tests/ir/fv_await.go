package main

// Golden IR of a program whose every call through a func value that may suspend awaits its
// targets directly (cg_closure.c, fv_direct_awaits): nothing reads a record's $coro entry, so
// cg_closure_finish leaves it NULL in step's constant record and in the word a capturing
// literal's record stores it from: neither step's $coro thunk nor the literal's ramp, whose frames
// would come from the general pool, is referenced by a record (and the thunk is dropped).
// BEFORE: @"main.step$fv" = internal constant { ptr, ptr } { ptr @"main.step$fv.sync", ptr null }
// BEFORE: @"main.main.func1$coroentry" = internal constant ptr null
// BEFORE-LABEL: define internal ptr @"main.drive$coro"(ptr
// BEFORE-NOT: fv.coro
// BEFORE: icmp eq ptr %fv.sync, @"main.step$fv.sync"
// BEFORE: call i8 @"main.step$await"(
// BEFORE: icmp eq ptr %fv.sync, @main.main.func1
// BEFORE: call i8 @"main.main.func1$await"(
// BEFORE: {{^}}}
// After the passes the thunk is gone:
// AFTER-NOT: main.step$fv.coro

var c = make(chan int)

func step() { c <- 1 }

func drive(f func()) { f() }

func main() {
	n := 0
	go drive(step)
	go drive(func() {
		n++
		c <- n
	})
	println(<-c + <-c)
}

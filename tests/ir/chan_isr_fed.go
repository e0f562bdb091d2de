package main

// Golden IR of static channels (cg_chan.c, checked with FileCheck by tests/ir/run-filecheck.sh):
// a package-level `make(chan T, n)` with a constant size is a static rt_chan (RT_CHAN_LAYOUT:
// elem_size, cap, len, head, buf, closed, isr_fed, two queues) named after the variable, with a
// static buffer, and no arena
// call; the one an interrupt handler sends on has isr_fed = 1 (its waiters wait on an interrupt
// source, taint.c), the other 0; no channel variable is written at run time, so rt_chan_isr_any
// (every channel counts) is not defined.
// BEFORE: @main.events = internal global ptr @"main.events$chan"
// BEFORE: @main.other = internal global ptr @"main.other$chan"
// BEFORE: @"main.events$chanbuf" = internal global [16 x i8] zeroinitializer, align 8
// BEFORE: @"main.events$chan" = internal global { i32, i32, i32, i32, ptr, i8, i8, ptr, ptr, ptr, ptr } { i32 4, i32 4, i32 0, i32 0, ptr @"main.events$chanbuf", i8 0, i8 1, ptr null, ptr null, ptr null, ptr null }, align 8
// BEFORE: @"main.other$chanbuf" = internal global [6 x i8] zeroinitializer, align 8
// BEFORE: @"main.other$chan" = internal global { i32, i32, i32, i32, ptr, i8, i8, ptr, ptr, ptr, ptr } { i32 2, i32 3, i32 0, i32 0, ptr @"main.other$chanbuf", i8 0, i8 0, ptr null, ptr null, ptr null, ptr null }, align 8
// BEFORE-NOT: rt_chan_isr_any
// BEFORE-NOT: rt_chan_make
import "interrupt"

var events = make(chan int, 4)
var other = make(chan int16, 3)

//corogo:interrupt 9
func handler() {
	select {
	case events <- 1:
	default:
	}
}

func main() {
	interrupt.Enable(9)
	other <- 5
	println(<-events, <-other)
}

package main

// Golden IR of method calls through interfaces in $coro code (cg_iface.c; checked with FileCheck by
// tests/ir/run-filecheck.sh). No implementation of Sizer's Size can suspend, so measure$coro calls
// the sync entry of the itab straight away: no load of the $coro entry, no await, no child frame.
// Stepper's Step has one suspending implementation (slow): the call compares the itab with slow's
// and awaits slow.Step directly (its await thunk, as a direct call would), else calls the sync
// entry of the itab; no $coro entry is loaded, and since nothing else reads one, slow's itab has
// none either (no $coro thunk whose frame would come from the general pool). The itab of (fast,
// Stepper) has no $coro entry. (tests/ir/iface_await.go: more suspending implementations, a
// method value.)
// BEFORE: @"$itab.main.fast,main.Stepper" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.fast", ptr @"$iface.main.Stepper", ptr @"main.fast.Step$iface", ptr null }
// BEFORE: @"$itab.main.slow,main.Stepper" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.slow", ptr @"$iface.main.Stepper", ptr @"main.slow.Step$iface", ptr null }
// BEFORE-LABEL: define internal ptr @"main.measure$coro"(
// BEFORE-NOT: fv.coro
// BEFORE-NOT: child
// BEFORE: %fv.sync = load ptr, ptr
// BEFORE: call i32 %fv.sync(ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.drive$coro"(
// BEFORE-NOT: fv.coro
// BEFORE: icmp eq ptr %itab, @"$itab.main.slow,main.Stepper"
// BEFORE: iface.await:
// BEFORE: call i8 @"main.slow.Step$await"(
// BEFORE: iface.next:
// BEFORE: %iface.sync = load ptr, ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}

type Sizer interface{ Size() int }
type Stepper interface{ Step() }

type box struct{ n int }
type pt struct{}

func (b box) Size() int { return b.n }
func (p *pt) Size() int { return 4 }

type fast struct{}
type slow struct{}

func (fast) Step() {}
func (slow) Step() { coroSuspend() }

func measure(s Sizer) int {
	coroSuspend()
	return s.Size()
}

func drive(s Stepper) { s.Step() }

func main() {
	go measure(box{3})
	go measure(&pt{})
	go drive(fast{})
	go drive(slow{})
}

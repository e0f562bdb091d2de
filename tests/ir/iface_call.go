package main

// Golden IR of method calls through interfaces in $coro code (cg_iface.c; checked with FileCheck by
// tests/ir/run-filecheck.sh). No implementation of Sizer's Size can suspend, so measure$coro calls
// the sync entry of the itab straight away: no load of the $coro entry, no await, no child frame.
// Stepper's Step has a suspending implementation (slow): the call loads the $coro entry (the flag)
// and awaits it when it is not null. The itab of (fast, Stepper) has no $coro entry.
// BEFORE: @"$itab.main.fast,main.Stepper" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.fast", ptr @"$iface.main.Stepper", ptr @"main.fast.Step$iface", ptr null }
// BEFORE-LABEL: define internal ptr @"main.measure$coro"(
// BEFORE-NOT: fv.coro
// BEFORE-NOT: child
// BEFORE: %fv.sync = load ptr, ptr
// BEFORE: call i32 %fv.sync(ptr
// BEFORE-NOT: fv.coro
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.drive$coro"(
// BEFORE: %fv.coro = load ptr, ptr
// BEFORE: fv.await:
// BEFORE-NEXT: %child = call ptr %fv.coro(ptr
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

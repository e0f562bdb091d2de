package main

// Escape analysis (docs/memory.md): a local whose address does not outlive its function, and a
// &T{...} or new(T) that does not, live in the frame (an alloca: the stack, or the coroutine frame
// across suspends) and cost no rt_alloc; one that escapes calls rt_alloc, a heap cell per
// declaration that every use goes through.

type T struct {
	a, b int
}

var g *int

func sum(p *T) int { return p.a + p.b }

// BEFORE-LABEL: define internal i32 @main.local(
// BEFORE-DAG: %x = alloca i32
// BEFORE-DAG: %obj = alloca { i32, i32 }
// BEFORE-DAG: %new = alloca i32
// BEFORE-NOT: rt_alloc
// BEFORE: {{^}}}
func local() int {
	x := 1
	p := &x
	q := &T{a: 2, b: 3}
	r := new(int)
	*r = *p + sum(q)
	return *r
}

// after the passes suspends is inlined into the goroutine main.func1: its ramp and resume
// function allocate nothing, t lives in the coroutine frame across the suspend
// AFTER-LABEL: @"main.main.func1$coro"(
// AFTER-NOT: rt_alloc
// AFTER: {{^}}}
// AFTER-LABEL: @"main.main.func1$coro.resume"(
// AFTER-NOT: rt_alloc
// AFTER: {{^}}}
func suspends() int {
	t := T{a: 4}
	p := &t
	coroSuspend()
	p.b = 5
	return sum(p)
}

// BEFORE-LABEL: define internal void @main.escapes(
// BEFORE: %[[BOX:[0-9]+]] = call ptr @rt_alloc(
// BEFORE: store ptr %[[BOX]], ptr %y
// BEFORE: store i32 6, ptr %[[BOX]]
// BEFORE: %[[Y:[a-z0-9]+]] = load ptr, ptr %y
// BEFORE: store ptr %[[Y]], ptr @main.g
// BEFORE: {{^}}}
func escapes() {
	y := 6
	g = &y
}

// BEFORE-LABEL: define internal ptr @main.returned(
// BEFORE: call ptr @rt_alloc(
// BEFORE: {{^}}}
func returned() *T {
	return &T{a: 7}
}

func main() {
	println(local())
	escapes()
	println(*g, returned().a)
	go func() { println(suspends()) }()
	coroSuspend()
}

// suspends, awaited once from main.func1, is inlined there (cg_inline.c): its f$inline version,
// generated after the functions above, allocates nothing either
// BEFORE-LABEL: define internal i8 @"main.suspends$inline"(
// BEFORE-NOT: rt_alloc
// BEFORE: {{^}}}

package main

// Golden IR of interface calls in $coro code whose method may suspend (cg_iface.c, direct_awaits;
// checked with FileCheck by tests/ir/run-filecheck.sh). Getter has two suspending implementations
// (a, b) and one that cannot suspend (c): get$coro compares the itab with a's and b's and awaits
// each method directly; anything else calls the itab's sync entry. Putter has five suspending
// implementations, more than the four awaited directly: put$coro loads the $coro entry (the flag)
// and awaits it through the itab, so Putter's itabs keep their $coro entries. Getter's keep none:
// nothing reads them. A method value of Namer (nm.Name) reads the $coro entry of Name, which
// therefore stays in a Namer itab.
// BEFORE: @"$itab.main.a,main.Getter" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.a", ptr @"$iface.main.Getter", ptr @"main.a.Get$iface", ptr null }
// BEFORE: @"$itab.main.p1,main.Putter" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.p1", ptr @"$iface.main.Putter", ptr @"main.p1.Put$iface", ptr @"main.p1.Put$iface.coro" }
// BEFORE: @"$itab.main.a,main.Namer" = internal constant { ptr, ptr, ptr, ptr } { ptr @"$type.main.a", ptr @"$iface.main.Namer", ptr @"main.a.Name$iface", ptr @"main.a.Name$iface.coro" }
// BEFORE-LABEL: define internal ptr @"main.get$coro"(
// BEFORE-NOT: fv.coro
// BEFORE: icmp eq ptr %itab, @"$itab.main.a,main.Getter"
// BEFORE: iface.await:
// BEFORE: call i8 @"main.a.Get$await"(
// BEFORE: icmp eq ptr %itab, @"$itab.main.b,main.Getter"
// BEFORE: iface.await{{[0-9]*}}:
// BEFORE: call i8 @"main.b.Get$await"(
// BEFORE: %iface.sync = load ptr, ptr
// BEFORE: call i32 %iface.sync(ptr
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal ptr @"main.put$coro"(
// BEFORE-NOT: iface.await
// BEFORE: %fv.coro = load ptr, ptr
// BEFORE: fv.await:
// BEFORE-NEXT: %child = call ptr %fv.coro(ptr
// BEFORE: {{^}}}

type Getter interface{ Get() int }
type Putter interface{ Put(x int) }
type Namer interface{ Name() string }

type a struct{}
type b struct{}
type c struct{}

func (a) Get() int      { coroSuspend(); return 1 }
func (b) Get() int      { coroSuspend(); return 2 }
func (c) Get() int      { return 3 }
func (a) Name() string  { coroSuspend(); return "a" }

type p1 struct{}
type p2 struct{}
type p3 struct{}
type p4 struct{}
type p5 struct{}

func (p1) Put(x int) { coroSuspend() }
func (p2) Put(x int) { coroSuspend() }
func (p3) Put(x int) { coroSuspend() }
func (p4) Put(x int) { coroSuspend() }
func (p5) Put(x int) { coroSuspend() }

var sum int

func get(g Getter) { sum += g.Get() }
func put(p Putter) { p.Put(1) }

func name(n Namer) {
	f := n.Name
	println(f())
}

func main() {
	go get(a{})
	go get(b{})
	go get(c{})
	go put(p1{})
	go put(p2{})
	go put(p3{})
	go put(p4{})
	go put(p5{})
	go name(a{})
}

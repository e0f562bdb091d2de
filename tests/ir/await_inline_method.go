package main

// Inlined awaits of a method and of a function literal called where it is written (cg_inline.c):
// top's $coro version calls "main.(*acc).add$inline" with the receiver after its own handle, and
// the literal's $inline version with its closure record, as it does for a function; after the
// passes neither they nor a call of the method's coroutine are left.

// BEFORE-LABEL: define internal ptr @"main.top$coro"(
// BEFORE: call i8 @"main.(*acc).add$inline"(ptr %{{[0-9]+}}, ptr %{{.*}}, i32 2, ptr %await.out)
// BEFORE: call i8 @"main.top.func1$inline"(ptr %{{[0-9]+}}, ptr %closure, i32 3, ptr %await.out{{[0-9]*}})
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i8 @"main.(*acc).add$inline"(ptr %0, ptr %1, i32 %2, ptr %3)
// BEFORE: call token @llvm.coro.save(ptr %0)
// BEFORE: {{^}}}

// AFTER-NOT: $inline
// AFTER-LABEL: define internal fastcc void @"main.top$coro.resume"(
// AFTER-NOT: $inline
// AFTER-NOT: call {{.*}}@"main.(*acc).add$coro"
// AFTER: {{^}}}

import "runtime"

type acc struct{ n int }

func (a *acc) add(k int) int {
	a.n += k
	runtime.Gosched()
	return a.n
}

func top(a *acc) {
	println(a.add(2))
	k := 1
	r := func(d int) int {
		k += d
		runtime.Gosched()
		return k
	}(3)
	println(r, k)
}

func main() {
	go top(&acc{})
}

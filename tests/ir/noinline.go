package main

// //go:noinline (docs/language.md): the sync version of such a function carries LLVM's noinline,
// so after the passes sync code still calls it, and an await of it from a goroutine keeps its own
// coroutine instead of an inlined body (cg_inline.c). twin, the same code without the directive,
// is inlined in both worlds.

// BEFORE: define internal i32 @main.kept(i32 %0) #[[NOINL:[0-9]+]]
// BEFORE: define internal i32 @main.twin(i32 %0) #[[PLAIN:[0-9]+]]
// BEFORE: define internal i8 @"main.kept$await"(
// BEFORE: define internal i8 @"main.twin$inline"(
// BEFORE-DAG: attributes #[[NOINL]] = { noinline nounwind }
// BEFORE-DAG: attributes #[[PLAIN]] = { nounwind }

// AFTER: define internal fastcc i32 @main.kept(
// AFTER-NOT: define {{.*}}@main.twin(
// AFTER: call fastcc i32 @main.kept(
// AFTER-NOT: call {{.*}}@main.twin(
// AFTER: define internal fastcc void @"main.kept$coro.resume"(
// AFTER-NOT: main.twin

import "runtime"

//go:noinline
func kept(n int) int {
	if n > 100 {
		runtime.Gosched()
	}
	return n*3 + 1
}

func twin(n int) int {
	if n > 100 {
		runtime.Gosched()
	}
	return n*3 + 1
}

func g() {
	println("g", kept(150), twin(150))
}

func main() {
	for i := 0; i < 3; i++ {
		println(kept(i), twin(i))
	}
	go g()
}

package main

// The resume fast path of a large resume function (src/transform/fastpath.c): big's resume
// function has more than 64 basic blocks (40 conditional printlns after its loop), which once left it without a fast entry. Now it has one like any other: the loop's
// test and yield copied into "main.big$coro.resume.fast", everything else the slow path.

// AFTER-LABEL: define internal fastcc void @"main.big$coro.resume.fast"(ptr %0)
// AFTER-NOT: call
// AFTER: store ptr %0, ptr @rt_suspended
// AFTER-NOT: call
// AFTER: fast.slow:
// AFTER-NEXT: tail call fastcc void @"main.big$coro.resume"(ptr %0)
// AFTER-NEXT: ret void
// AFTER-NEXT: {{^}}}

import "runtime"

func big(k int) {
	n := 0
	for i := 0; i < k; i++ {
		runtime.Gosched()
		n += i
	}
	if n%41 == 0 {
		println("b0", n)
	}
	if n%42 == 1 {
		println("b1", n)
	}
	if n%43 == 2 {
		println("b2", n)
	}
	if n%44 == 3 {
		println("b3", n)
	}
	if n%45 == 4 {
		println("b4", n)
	}
	if n%46 == 5 {
		println("b5", n)
	}
	if n%47 == 6 {
		println("b6", n)
	}
	if n%48 == 7 {
		println("b7", n)
	}
	if n%49 == 8 {
		println("b8", n)
	}
	if n%50 == 9 {
		println("b9", n)
	}
	if n%51 == 10 {
		println("b10", n)
	}
	if n%52 == 11 {
		println("b11", n)
	}
	if n%53 == 12 {
		println("b12", n)
	}
	if n%54 == 13 {
		println("b13", n)
	}
	if n%55 == 14 {
		println("b14", n)
	}
	if n%56 == 15 {
		println("b15", n)
	}
	if n%57 == 16 {
		println("b16", n)
	}
	if n%58 == 17 {
		println("b17", n)
	}
	if n%59 == 18 {
		println("b18", n)
	}
	if n%60 == 19 {
		println("b19", n)
	}
	if n%61 == 20 {
		println("b20", n)
	}
	if n%62 == 21 {
		println("b21", n)
	}
	if n%63 == 22 {
		println("b22", n)
	}
	if n%64 == 23 {
		println("b23", n)
	}
	if n%65 == 24 {
		println("b24", n)
	}
	if n%66 == 25 {
		println("b25", n)
	}
	if n%67 == 26 {
		println("b26", n)
	}
	if n%68 == 27 {
		println("b27", n)
	}
	if n%69 == 28 {
		println("b28", n)
	}
	if n%70 == 29 {
		println("b29", n)
	}
	if n%71 == 30 {
		println("b30", n)
	}
	if n%72 == 31 {
		println("b31", n)
	}
	if n%73 == 32 {
		println("b32", n)
	}
	if n%74 == 33 {
		println("b33", n)
	}
	if n%75 == 34 {
		println("b34", n)
	}
	if n%76 == 35 {
		println("b35", n)
	}
	if n%77 == 36 {
		println("b36", n)
	}
	if n%78 == 37 {
		println("b37", n)
	}
	if n%79 == 38 {
		println("b38", n)
	}
	if n%80 == 39 {
		println("b39", n)
	}
}

func main() {
	go big(3)
	go big(5)
}

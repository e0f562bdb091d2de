package main

// The stack limit check of src/transform/stackcheck.c, after the passes: a function with more than 512
// bytes of locals (big: 800) could put them wholly below the 1 KiB stack guard, so its entry
// compares SP with __stack_limit before anything else runs (the allocas stay in the new entry
// block, static); one with less (small: 400) relies on the guard alone and has no check.
// docs/memory.md, "The stack and stack overflow".

// AFTER-LABEL: define internal {{.*}}i32 @main.big(
// AFTER-NEXT: stackcheck:
// AFTER-NEXT: alloca [200 x i32]
// AFTER-NEXT: %sp = call ptr @llvm.stacksave.p0()
// AFTER-NEXT: %stack.low = icmp ult ptr %sp, @__stack_limit
// AFTER-NEXT: br i1 %stack.low, label %stackoverflow, label %entry, !prof
// AFTER: stackoverflow:
// AFTER-NEXT: call void @port_stack_overflow()
// AFTER-NEXT: unreachable
// AFTER-NEXT: {{^}}}
// AFTER-LABEL: define internal {{.*}}i32 @main.small(
// AFTER-NOT: stacksave
// AFTER: {{^}}}
// AFTER: declare void @port_stack_overflow() #[[A:[0-9]+]]
// AFTER: attributes #[[A]] = { cold noreturn nounwind }

var k = 5

func big(n int) int {
	var buf [200]int32
	for i := range buf {
		buf[i] = int32(i * n)
	}
	if n == 0 {
		return 0
	}
	return big(n-1) + int(buf[(n+k)%200])
}

func small(n int) int {
	var buf [100]int32
	for i := range buf {
		buf[i] = int32(i + n)
	}
	if n == 0 {
		return 0
	}
	return small(n-1) + int(buf[(n+k)%100])
}

func main() {
	println(big(10), small(10))
}

package main

// LLVM keeps a callee with over 1 KiB of locals out of a directly self-recursive caller (each
// recursion level would carry them on the one stack). corogo switches LLVM's rule off so that
// await thunks are always inlined (docs/coroutines.md, invariant I2) and gives it back to sync
// code in cg_call.c: the call of big from the recursive rec is noinline, the one from once is not.

// BEFORE-LABEL: define internal i32 @main.rec(
// BEFORE: call i32 @main.big(i32 %{{.*}}) #[[NI:[0-9]+]]
// BEFORE: {{^}}}
// BEFORE-LABEL: define internal i32 @main.once(
// BEFORE: call i32 @main.big(i32 %{{.*}}){{$}}
// BEFORE: {{^}}}
// BEFORE: attributes #[[NI]] = { noinline }
// After the passes big survives as a function, still called from rec.
// AFTER: define internal {{.*}}i32 @main.big(
func big(n int) int {
	var buf [300]int
	for i := range buf {
		buf[i] = i * n
	}
	return buf[n%300]
}

func rec(n int) int {
	if n == 0 {
		return 0
	}
	return big(n) + rec(n-1)
}

func once(n int) int {
	return big(n) + 1
}

func main() {
	println(rec(3), once(2))
}

package main

// stack_known - tests/frames/run-stack.sh: a call chain of known depth, no recursion, no
// interrupt handler of its own: the worst case is main -> top -> mid -> leaf, each with a large
// array on the stack. The program measures what it used (stackpaint.c) for comparison with the
// worst case the build reports.

//go:linkname stack_paint stack_paint
func stack_paint()

//go:linkname stack_used stack_used
func stack_used() int32

//go:noinline
func leaf(n int) int32 {
	var a [400]int32
	for i := range a {
		a[i] = int32(n + i)
	}
	return a[n%400] + a[(n*7)%400]
}

//go:noinline
func mid(n int) int32 {
	var b [200]int32
	for i := range b {
		b[i] = leaf(n+i) & 0xff
	}
	return b[n%200]
}

//go:noinline
func top(n int) int32 {
	var c [100]int32
	for i := range c {
		c[i] = mid(n + i)
	}
	return c[n%100]
}

func main() {
	stack_paint()
	println(top(3))
	println("stack used", stack_used())
}

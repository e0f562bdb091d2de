// append whose length overflows int (two slices of zero-size elements, each of the greatest
// length): Go's "growslice: cap out of range" panic, recovered, on every word size; the growth
// loop of rt_slice_grow must not be reached with the wrapped length (it looped forever: Go's
// test/fixedbugs/issue7550.go).
package main

func tryAppend(a, b []struct{}) {
	defer func() {
		r := recover()
		if e, ok := r.(error); ok {
			println("recovered:", e.Error())
			return
		}
		println("no panic")
	}()
	_ = append(a, b...)
}

func main() {
	length := int(^uint(0) >> 1)
	a := make([]struct{}, length)
	b := make([]struct{}, length)
	tryAppend(a, b)
	tryAppend(a[:length-1], b[:1])
	c := append(a[:length-1], b[:1]...)
	println(len(c) == length, cap(c) >= length)
}

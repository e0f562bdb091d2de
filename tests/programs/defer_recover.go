package main

// corogo:oracle
// recover() in a deferred function stops a panic (panic(v), index out of range, divide by zero)
// and the function returns its named results; recover() anywhere else returns nil; an unrecovered
// panic runs the deferred calls of main first, then prints Go's line and exits 2.

func fix(tag string) {
	if r := recover(); r != nil {
		println("recovered in", tag)
	}
}

func notDirect() {
	helper()
}

func helper() {
	if recover() != nil {
		println("helper should not recover")
	}
}

func div(a, b int) (q int, err bool) {
	defer func2(&err)
	q = 7
	q = a / b
	return q, false
}

func func2(p *bool) {
	if recover() != nil {
		*p = true
	}
}

func idx(s []int, i int) (v int) {
	defer fix("idx")
	v = -1
	return s[i]
}

func nested() {
	defer fix("nested")
	defer notDirect()
	defer println("deferred before panic")
	panic("boom")
}

func main() {
	q, e := div(10, 2)
	println("div", q, e)
	q, e = div(1, 0)
	println("div", q, e)
	println("idx", idx([]int{1, 2, 3}, 1))
	println("idx", idx([]int{1, 2, 3}, 5))
	nested()
	println("after nested")
	defer println("main deferred runs")
	var a []int
	_ = a[3]
}

package main
func f() (int, []int) {
	for {
		break
		continue
	}
	x := a[1]
	x++
	y := f(
		1,
	)
	return 1, []int{
		2,
	}
}
var s = "x"; var c = 'c'
var z = 1 +
	2 // no semicolon after +
var f = 1.5 /* c */
var g = 2
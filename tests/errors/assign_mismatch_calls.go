package main

func f1() int        { return 1 }
func f2() (int, int) { return 1, 2 }

var g = f2()
var g1, g2 = f1()
var g3, g4 = 5

func main() {
	x := f2()
	var y int
	y = f2()
	a, b := f1()
	c, d := int(3)
	var e, f = f1()
	_, _, _, _, _, _, _, _, _ = x, y, a, b, c, d, e, f, g
	_, _, _ = g1, g2, g3
	_ = g4
}

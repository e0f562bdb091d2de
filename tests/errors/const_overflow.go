package main

const Big = 1 << 100

const c8 int8 = 100

func main() {
	var a int8 = 300
	var b uint = -1
	var c int32 = Big
	d := c8 * 3
	e := int8(200)
	var f uint8 = 255 + 1
	g := Big
	const h = 1 << 600
	println(a, b, c, d, e, f, g)
	println(h)
}

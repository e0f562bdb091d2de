// lang_print_fmt.go - print and println statements of constant text and up to three integers of
// at most 32 bits are one rt_print_fmt call each (src/codegen/cg_print.c: this program has more than
// enough of them): signs and extensions of every small integer type, the extremes, values next to
// each other and at both ends, print without the newline; and the statements that keep the plain
// lowering next to them: four values, a 64-bit one, a string variable, text with the bytes the
// format uses (0, 1, 2). The output must be exactly Go's.
package main

type Celsius int16

func show(id int, what string) {
	println("show", id, ": start")
	println("show", id, what)
}

func main() {
	var i8 int8 = -128
	var u8 uint8 = 255
	var i16 int16 = -32768
	var u16 uint16 = 65535
	var i32 int32 = -2147483648
	var u32 uint32 = 4294967295
	var i int = 2147483647
	var u uint = 4294967295
	var up uintptr = 0xdeadbeef
	var r rune = 'x'
	var t Celsius = -40
	println("int8", i8, "uint8", u8)
	println("int16", i16, "uint16", u16)
	println("int32", i32, "uint32", u32)
	println("int", i, "uint", u, "uintptr", up)
	println("rune", r, "Celsius", t, "zero", 0)
	println(i8, u8, i16)
	print("no newline:", i32, "|", u32, "\n")
	print(u8, "<-start and end->", u16)
	println()
	neg := -1
	println("-1 and min:", neg, -2147483647-1)
	println("four values", 1, 2, 3, 4)
	var big int64 = -9223372036854775808
	println("int64", big, "next to", i)
	s := "a string"
	println("string", s, "and", i)
	println("nul\x00byte", i, "end")
	println("marks\x01\x02", u, "end")
	for k := 0; k < 3; k++ {
		print("k=", k, " ")
	}
	println()
	show(7, "done")
}

package main

// Golden IR (src/codegen/cg_print.c; tests/ir/run-filecheck.sh): three statements that rt_print_fmt could
// print are not enough to pay for it, so they keep a call per piece, and rt_print_fmt is not
// even declared.
// BEFORE-NOT: rt_print_fmt
// BEFORE-LABEL: define internal void @main.main()
// BEFORE: call void @rt_print_string(
// BEFORE: call void @rt_print_int(
// BEFORE: call void @rt_print_nl()
// BEFORE-NOT: rt_print_fmt

var n = 3

func main() {
	println("a", n)
	println("b", n)
	println("c", n)
}

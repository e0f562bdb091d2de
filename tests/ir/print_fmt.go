package main

// Golden IR of print/println in one call (src/codegen/cg_print.c; checked with FileCheck by
// tests/ir/run-filecheck.sh). This program has four statements of constant text and small
// integers that take three calls or more the plain way, enough to pay for rt_print_fmt: each is one
// call with its text, a marker byte per value (1: signed, sign-extended; 2: unsigned,
// zero-extended) and a 0 byte at the end, unused arguments poison. A statement with a string
// value keeps a call per piece.
// BEFORE-DAG: @[[F1:.str[.0-9]*]] = private unnamed_addr constant [13 x i8] c"a \01 b \02 c \01\0A\00"
// BEFORE-DAG: @[[F2:.str[.0-9]*]] = private unnamed_addr constant [8 x i8] c"x= \01 ;\0A\00"
// BEFORE-DAG: @[[F3:.str[.0-9]*]] = private unnamed_addr constant [4 x i8] c"\02 \02\00"
// BEFORE-LABEL: define internal void @main.main()
// BEFORE: %[[A:[0-9]+]] = sext i8 %{{.*}} to i32
// BEFORE: %[[B:[0-9]+]] = zext i16 %{{.*}} to i32
// BEFORE: call void @rt_print_fmt(ptr @[[F1]], i32 %[[A]], i32 %[[B]], i32 %{{.*}})
// BEFORE: call void @rt_print_fmt(ptr @[[F2]], i32 %{{.*}}, i32 poison, i32 poison)
// BEFORE: call void @rt_print_fmt(ptr @[[F3]], i32 %{{.*}}, i32 %{{.*}}, i32 poison)
// BEFORE: call void @rt_print_fmt(ptr
// BEFORE: call void @rt_print_string(
// BEFORE: call void @rt_print_string(
// BEFORE: call void @rt_print_nl()
// BEFORE: {{^}}}
// BEFORE: declare void @rt_print_fmt(ptr, i32, i32, i32)

var (
	s8  int8   = -5
	u16 uint16 = 7
	n          = 3
	u   uint32 = 9
	str        = "str"
)

func main() {
	println("a", s8, "b", u16, "c", n)
	println("x=", n, ";")
	print(u, " ", u)
	println("k", n, "end")
	println("text", str)
}

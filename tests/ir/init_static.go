package main

// Golden IR of package initialisation at compile time (src/interp/interp.c). Every initialiser
// here runs at compile time: corogo_main is left with the call of main.main only. Each object the
// initialisers allocated is a global of its own ($init...) holding its bytes and pointers; the ones
// no store can reach are constants (the read-only section): the range table, its []Range16 and
// Tab's array. Mut's array is written by main, and the errors.New value is reached through an
// interface call the walk cannot follow: both stay writable globals. Buf, 1 KiB of which one byte is
// not zero, is zeros (.bss) and one start-up store of its non-zero word. The package variables themselves are
// only read after initialisation: constants too.

import "errors"

type Range16 struct{ Lo, Hi, Stride uint16 }
type RangeTable struct {
	R16         []Range16
	LatinOffset int
}

var Digit = &RangeTable{R16: []Range16{{0x30, 0x39, 1}}, LatinOffset: 1}
var Tab = []byte{1, 2, 3, 4, 5, 6, 7, 8}
var Mut = []byte{9, 9, 9}
var ErrShort = errors.New("short write")
var Buf = mk()

func mk() []byte {
	b := make([]byte, 1024)
	b[5] = 1
	return b
}

func main() {
	Mut[1] = Tab[2]
	println(Digit.R16[0].Hi, Tab[7], Mut[1], ErrShort.Error(), Buf[5])
}

// BEFORE: @main.Digit = internal constant ptr @[[DIGIT:"\$init[.0-9]*"]]
// BEFORE: @main.Tab = internal constant { ptr, i32, i32 } { ptr @[[TAB:"\$init[.0-9]*"]], i32 8, i32 8 }
// BEFORE: @main.Mut = internal constant { ptr, i32, i32 } { ptr @[[MUT:"\$init[.0-9]*"]], i32 3, i32 3 }
// BEFORE: @main.ErrShort = internal constant { ptr, ptr } { ptr @"$itab.*errors.errorString,error", ptr @[[ERR:"\$init[.0-9]*"]] }
// BEFORE: @main.Buf = internal constant { ptr, i32, i32 } { ptr @[[BUF:"\$init[.0-9]*"]], i32 1024, i32 1024 }
// BEFORE-DAG: @[[DIGIT]] = internal constant <{ ptr, [12 x i8] }> <{ ptr @[[R16:"\$init[.0-9]*"]], [12 x i8] c"\01\00\00\00\01\00\00\00\01\00\00\00" }>, align 4
// BEFORE-DAG: @[[R16]] = internal constant [6 x i8] c"0\009\00\01\00", align 4
// BEFORE-DAG: @[[TAB]] = internal constant [8 x i8] c"\01\02\03\04\05\06\07\08", align 4
// BEFORE-DAG: @[[MUT]] = internal global [3 x i8] c"\09\09\09", align 4
// BEFORE-DAG: @[[ERR]] = internal global <{ ptr, [4 x i8] }> <{ ptr @.str{{[.0-9]*}}, [4 x i8] c"\0B\00\00\00" }>, align 4
// BEFORE-DAG: @[[BUF]] = internal global [1024 x i8] zeroinitializer, align 4
// BEFORE-LABEL: define void @corogo_main()
// BEFORE-NEXT: entry:
// BEFORE-NEXT: store i32 256, ptr getelementptr (i8, ptr @[[BUF]], i32 4), align 4
// BEFORE-NEXT: call void @main.main()
// BEFORE-NEXT: ret void

// AFTER-LABEL: define void @corogo_main()
// AFTER-NOT: @rt_alloc
// AFTER: ret void

// corogo:debug
// The DWARF metadata of Go code (docs/debugging.md): the module flags, a compile unit per package
// in DW_LANG_Go, a subprogram per generated version (sync, $coro) with the function's line, every
// instruction located, parameters and locals declared on their slots, and Go's type names and
// layouts: a named struct, strings {str, len}, slices {array, len, cap}, interfaces {tab, data},
// maps as named opaque pointers, and the promise of a $coro function (which lets CoroSplit
// describe the frame).
package main

import "time"

type T struct {
	name string
	vals []int
	next *T
}

func describe(t *T, m map[string]int, e error) int {
	total := len(t.name) + len(t.vals)
	return total + m["x"]
}

func ticker(n int) {
	for i := 0; i < n; i++ {
		time.Sleep(time.Millisecond)
		println("tick", i)
	}
}

func main() {
	t := &T{name: "a", vals: []int{1, 2}}
	go ticker(2)
	println(describe(t, map[string]int{"x": 1}, nil))
	time.Sleep(5 * time.Millisecond)
}

// BEFORE: define internal i32 @main.describe({{.*}}) #{{[0-9]+}} !dbg [[DESCRIBE:![0-9]+]] {
// BEFORE-DAG: #dbg_declare(ptr %t, [[T:![0-9]+]], !DIExpression(),
// BEFORE-DAG: #dbg_declare(ptr %total, [[TOTAL:![0-9]+]], !DIExpression(),
// BEFORE: call {{.*}} !dbg [[LINE19:![0-9]+]]
// BEFORE: define internal ptr @"main.ticker$coro"(i32 %0) #{{[0-9]+}} !dbg [[TICKER:![0-9]+]] {
// BEFORE: #dbg_declare(ptr %promise, {{![0-9]+}}, !DIExpression(),
// BEFORE-DAG: !llvm.dbg.cu = !{{{![0-9]+}}, {{![0-9]+}}}
// BEFORE-DAG: [[FILE:![0-9]+]] = !DIFile(filename: "debug_info.go", directory: "{{/.*}}/tests/ir")
// BEFORE-DAG: !DICompileUnit(language: DW_LANG_Go, file: [[FILE]], producer: "corogo"
// BEFORE-DAG: !DICompileUnit(language: DW_LANG_Go, file: {{![0-9]+}}, producer: "corogo"
// BEFORE-DAG: !DIFile(filename: "time.go", directory: "{{/.*}}/runtime-baremetal/lib/time")
// BEFORE-DAG: !{i32 2, !"Dwarf Version", i32 4}
// BEFORE-DAG: !{i32 2, !"Debug Info Version", i32 3}
// BEFORE-DAG: [[DESCRIBE]] = distinct !DISubprogram(name: "main.describe", linkageName: "main.describe", scope: [[FILE]], file: [[FILE]], line: 18,
// BEFORE-DAG: [[TICKER]] = distinct !DISubprogram(name: "main.ticker$coro", {{.*}} line: 23,
// BEFORE-DAG: [[T]] = !DILocalVariable(name: "t", arg: 1, scope: [[DESCRIBE]], file: [[FILE]], line: 18, type: [[PT:![0-9]+]])
// BEFORE-DAG: [[TOTAL]] = !DILocalVariable(name: "total", scope: [[DESCRIBE]], file: [[FILE]], line: 19, type: [[INT:![0-9]+]])
// BEFORE-DAG: [[LINE19]] = !DILocation(line: 19, column: {{[0-9]+}}, scope: [[DESCRIBE]])
// BEFORE-DAG: [[INT]] = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
// BEFORE-DAG: [[PT]] = !DIDerivedType(tag: DW_TAG_pointer_type, name: "*main.T", baseType: [[ST:![0-9]+]], size: 32
// BEFORE-DAG: [[ST]] = !DICompositeType(tag: DW_TAG_structure_type, name: "main.T", size: 192, align: 32, elements: [[STM:![0-9]+]]
// BEFORE-DAG: [[STM]] = !{[[NAME:![0-9]+]], [[VALS:![0-9]+]], [[NEXT:![0-9]+]]}
// BEFORE-DAG: [[NAME]] = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: [[ST]], baseType: [[STR:![0-9]+]], size: 64, align: 32)
// BEFORE-DAG: [[VALS]] = !DIDerivedType(tag: DW_TAG_member, name: "vals", scope: [[ST]], baseType: [[SL:![0-9]+]], size: 96, align: 32, offset: 64)
// BEFORE-DAG: [[NEXT]] = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: [[ST]], baseType: [[PT]], size: 32, align: 32, offset: 160)
// BEFORE-DAG: [[STR]] = !DICompositeType(tag: DW_TAG_structure_type, name: "string", size: 64
// BEFORE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "str", scope: [[STR]],
// BEFORE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "len", scope: [[STR]], baseType: [[INT]], size: 32, align: 32, offset: 32)
// BEFORE-DAG: [[SL]] = !DICompositeType(tag: DW_TAG_structure_type, name: "[]int", size: 96
// BEFORE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: [[SL]], baseType: [[INT]], size: 32, align: 32, offset: 64)
// BEFORE-DAG: !DILocalVariable(name: "m", arg: 2, scope: [[DESCRIBE]], file: [[FILE]], line: 18, type: [[MAP:![0-9]+]])
// BEFORE-DAG: [[MAP]] = !DIDerivedType(tag: DW_TAG_typedef, name: "map[string]int", baseType: {{![0-9]+}}
// BEFORE-DAG: !DILocalVariable(name: "e", arg: 3, scope: [[DESCRIBE]], file: [[FILE]], line: 18, type: [[ERR:![0-9]+]])
// BEFORE-DAG: [[ERR]] = !DICompositeType(tag: DW_TAG_structure_type, name: "error", size: 64
// BEFORE-DAG: !DIDerivedType(tag: DW_TAG_member, name: "data", scope: [[ERR]],
// BEFORE-DAG: !DILocalVariable(name: "n", arg: 1, scope: [[TICKER]], file: [[FILE]], line: 23, type: [[INT]])
// BEFORE-DAG: !DILocalVariable(name: "__promise", scope: [[TICKER]], {{.*}}flags: DIFlagArtificial)
// AFTER: define internal fastcc void @"main.ticker$coro.resume"(ptr {{.*}}) #{{[0-9]+}} !dbg

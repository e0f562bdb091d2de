package main

// Golden IR of a map made at most once in the run by main.main (Expr.once, poolsize.c; cg_map.c):
// its header {count 0, descriptor, no table} is a global in .data, not an rt_map_make call, for
// make(map[K]V) and for a literal of at most 8 entries; a make with a hint, a literal of more than
// 8 entries (rt_map_make makes their table first) and a make in a loop or in a function called
// more than once keep rt_map_make. Package initialisation keeps it too: src/interp builds those
// maps at compile time from the heap objects it makes (init_static_map).
// BEFORE-DAG: @map.static{{[.0-9]*}} = private global { i32, ptr, ptr } { i32 0, ptr @"map.type.map[string]int", ptr null }, align 4
// BEFORE-DAG: @map.static{{[.0-9]*}} = private global { i32, ptr, ptr } { i32 0, ptr @"map.type.map[int]bool", ptr null }, align 4
// BEFORE-NOT: rt_map_make(ptr @"map.type.map[string]int"
// BEFORE-NOT: rt_map_make(ptr @"map.type.map[int]bool"
// BEFORE: call ptr @rt_map_make(ptr @"map.type.map[int]int", i32 0)
// BEFORE: store ptr @map.static{{[.0-9]*}}, ptr %counts
// BEFORE: call ptr @rt_map_make(ptr @"map.type.map[int]int", i32 9)
// BEFORE: call ptr @rt_map_make(ptr @"map.type.map[int]int", i32 100)
// BEFORE: call ptr @rt_map_make(ptr @"map.type.map[int]int", i32 0)

func made() int {
	m := make(map[int]int)
	m[1] = 2
	return len(m)
}

func main() {
	counts := make(map[string]int)
	seen := map[int]bool{1: true, 2: false}
	big := map[int]int{1: 1, 2: 2, 3: 3, 4: 4, 5: 5, 6: 6, 7: 7, 8: 8, 9: 9}
	hinted := make(map[int]int, 100)
	for i := 0; i < 2; i++ {
		m := make(map[int]int)
		m[i] = i
		hinted[i] = len(m)
	}
	counts["a"]++
	println(len(counts), len(seen), len(big), len(hinted), made(), made())
}

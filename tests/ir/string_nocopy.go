package main

// Go's no-copy conversions (cg_strview.c): string(b) of a []byte as a map lookup's key and as an
// operand of a string comparison whose other operand calls nothing is the slice's bytes, with no
// copy in the arena (no rt_alloc); a map assignment's key and an operand compared with a call's
// result are copies.
// BEFORE-LABEL: define internal i32 @main.lookup(
// BEFORE-NOT: @rt_alloc
// BEFORE: call ptr @rt_map_lookup_str(
// BEFORE-NOT: @rt_alloc
// BEFORE: ret i32
// BEFORE-LABEL: define internal i1 @main.same(
// BEFORE-NOT: @rt_alloc
// BEFORE: call i32 @rt_string_compare(
// BEFORE-NOT: @rt_alloc
// BEFORE: call i32 @rt_string_compare(
// BEFORE-NOT: @rt_alloc
// BEFORE: ret i1
// BEFORE-LABEL: define internal void @main.store(
// BEFORE: call ptr @rt_alloc(
// BEFORE: call ptr @rt_map_assign_str(
// BEFORE-LABEL: define internal i1 @main.called(
// BEFORE: call ptr @rt_alloc(
// BEFORE: call { ptr, i32 } @main.name()

func lookup(m map[string]int, b []byte) int {
	v, ok := m[string(b)]
	if ok {
		return v + m[string(b[1:])]
	}
	return 0
}

func same(a, b []byte) bool {
	return string(a) == "x" || string(a[:1]) < string(b)
}

func store(m map[string]int, b []byte) {
	m[string(b)] = 1
}

func name() string { return "n" }

func called(b []byte) bool {
	return string(b) == name()
}

func main() {
	m := map[string]int{"a": 1}
	b := []byte("ab")
	store(m, b)
	println(lookup(m, b), same(b, b), called(b))
}

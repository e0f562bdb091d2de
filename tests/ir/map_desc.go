package main

// Golden IR of map descriptors and entry points (cg_map.c, checked with FileCheck by
// tests/ir/run-filecheck.sh). One constant rt_maptype per map type (RT_MAPTYPE_LAYOUT: key_size,
// val_size, key_off, val_off, entry_size, kind, nseg, segs, ops): an int key is its bytes (kind 0) and
// goes by value to the _32 entry points; a string key is kind 1 and goes as pointer and length to
// the _str ones; a struct with padding (Pad: 3 bytes after a) and one with a blank field and a
// string (Blank) are segments {offset, size} (size 0: a string header), skipping the padding and
// the blank field; a struct of two ints without padding is bytes again. Those go by address. The
// maps are made in a function called twice, so each make calls rt_map_make (map_static.go: made
// once in main, a map's header is static).
// BEFORE: @"map.type.map[int]bool" = private constant { i32, i32, i32, i32, i32, i32, i32, ptr, ptr } { i32 4, i32 1, i32 4, i32 8, i32 12, i32 0, i32 0, ptr null, ptr null }
// BEFORE: @"map.type.map[string]int16" = private constant { i32, i32, i32, i32, i32, i32, i32, ptr, ptr } { i32 8, i32 2, i32 4, i32 12, i32 16, i32 1, i32 0, ptr null, ptr null }
// BEFORE: @map.segs = private constant [4 x i32] [i32 0, i32 1, i32 4, i32 4]
// BEFORE: @"map.type.map[Pad]int64" = private constant { i32, i32, i32, i32, i32, i32, i32, ptr, ptr } { i32 8, i32 8, i32 4, i32 16, i32 24, i32 2, i32 2, ptr @map.segs, ptr @rt_map_segs_ops }
// BEFORE: @map.segs.1 = private constant [4 x i32] [i32 0, i32 4, i32 8, i32 0]
// BEFORE: @"map.type.map[Blank]int" = private constant { i32, i32, i32, i32, i32, i32, i32, ptr, ptr } { i32 16, i32 4, i32 4, i32 20, i32 24, i32 2, i32 2, ptr @map.segs.1, ptr @rt_map_segs_ops }
// BEFORE: @"map.type.map[Two]int" = private constant { i32, i32, i32, i32, i32, i32, i32, ptr, ptr } { i32 8, i32 4, i32 4, i32 12, i32 16, i32 0, i32 0, ptr null, ptr null }
// BEFORE: call ptr @rt_map_make(ptr @"map.type.map[int]bool", i32 1)
// BEFORE: call ptr @rt_map_assign32(ptr %{{[0-9]+}}, i32 1)
// BEFORE: call ptr @rt_map_assign_str(
// BEFORE: call ptr @rt_map_assign(
// BEFORE: call ptr @rt_map_lookup32(
// BEFORE: call ptr @rt_map_lookup_str(
// BEFORE: call ptr @rt_map_lookup(

type Pad struct {
	a int8
	b int32
}

type Blank struct {
	x int
	_ int
	s string
}

type Two struct{ a, b int }

func main() {
	describe()
	describe()
}

func describe() {
	mi := map[int]bool{1: true}
	ms := map[string]int16{}
	mp := map[Pad]int64{}
	mb := map[Blank]int{}
	mt := map[Two]int{}
	ms["a"] = 1
	mp[Pad{1, 2}] = 3
	mb[Blank{1, 2, "s"}] = 4
	mt[Two{1, 2}] = 5
	println(mi[1], ms["a"], mp[Pad{1, 2}], mb[Blank{x: 1, s: "s"}], mt[Two{1, 2}])
}

package main

// reflect on maps (MapKeys, MapIndex, MapRange, SetMapIndex with delete, MakeMap, Len, of string,
// int, struct and interface keys) and DeepEqual (nested values, cycles, nil vs empty, NaN).

import "reflect"

type key struct {
	a int16
	b string
}

type node struct {
	v    int
	next *node
}

func main() {
	m := map[string]int{"a": 1, "b": 2, "c": 3}
	mv := reflect.ValueOf(m)
	println(mv.Len(), mv.MapIndex(reflect.ValueOf("b")).Int(), mv.MapIndex(reflect.ValueOf("z")).IsValid())
	sum := 0
	for _, k := range mv.MapKeys() {
		sum += int(mv.MapIndex(k).Int()) * len(k.String())
	}
	println(sum)
	it := mv.MapRange()
	total := 0
	keys := ""
	for it.Next() {
		total += int(it.Value().Int())
		if it.Key().String() == "c" {
			keys += "c"
		}
	}
	println(total, keys)
	mv.SetMapIndex(reflect.ValueOf("d"), reflect.ValueOf(4))
	mv.SetMapIndex(reflect.ValueOf("a"), reflect.Value{})
	println(len(m), m["d"], m["a"])

	mm := reflect.MakeMap(reflect.TypeOf(map[key][]int{}))
	mm.SetMapIndex(reflect.ValueOf(key{1, "x"}), reflect.ValueOf([]int{5, 6}))
	mm.SetMapIndex(reflect.ValueOf(key{2, "y"}), reflect.ValueOf([]int{7}))
	got := mm.Interface().(map[key][]int)
	println(len(got), got[key{1, "x"}][1], mm.MapIndex(reflect.ValueOf(key{2, "y"})).Index(0).Int())

	im := map[any]string{1: "one", "two": "2", 3.5: "x"}
	imv := reflect.ValueOf(im)
	println(imv.MapIndex(reflect.ValueOf("two")).String(), imv.MapIndex(reflect.ValueOf(1)).String(), imv.Type().Key().Kind().String())
	n := 0
	for _, k := range imv.MapKeys() {
		if k.Kind() == reflect.Interface {
			n++
		}
	}
	println(n)
	ints := map[int]bool{}
	reflect.ValueOf(ints).SetMapIndex(reflect.ValueOf(7), reflect.ValueOf(true))
	println(ints[7], reflect.ValueOf(map[int]int(nil)).Len(), reflect.ValueOf(map[int]int(nil)).MapIndex(reflect.ValueOf(1)).IsValid())

	// DeepEqual
	println(reflect.DeepEqual(1, 1), reflect.DeepEqual(1, int64(1)), reflect.DeepEqual("a", "a"))
	println(reflect.DeepEqual([]int{1, 2}, []int{1, 2}), reflect.DeepEqual([]int{1, 2}, []int{2, 1}), reflect.DeepEqual([]int{}, []int(nil)))
	println(reflect.DeepEqual(map[string][]int{"a": {1}}, map[string][]int{"a": {1}}), reflect.DeepEqual(map[string]int{"a": 1}, map[string]int{"b": 1}))
	a := &node{1, nil}
	a.next = a
	b := &node{1, nil}
	b.next = b
	println(reflect.DeepEqual(a, b), reflect.DeepEqual(key{1, "x"}, key{1, "x"}), reflect.DeepEqual(key{1, "x"}, key{1, "y"}))
	var e1, e2 error
	println(reflect.DeepEqual(e1, e2), reflect.DeepEqual(nil, nil), reflect.DeepEqual(nil, 0))
	nan := 0.0
	nan = nan / nan
	println(reflect.DeepEqual(nan, nan), reflect.DeepEqual([]any{1, "x", []int{2}}, []any{1, "x", []int{2}}))
	var f func()
	println(reflect.DeepEqual(f, f), reflect.DeepEqual([2]float32{1, 2}, [2]float32{1, 2}))
}

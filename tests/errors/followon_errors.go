// Follow-on errors Go does not report, and errors it words its own way (types2): a variable
// whose assignment failed is not also "declared but not used"; a case of an interface switch or a
// key of an interface map is a duplicate only with the same dynamic type; `fallthrough;` is the
// last statement; complex(f()) counts f's values; a field of a struct type with an invalid field
// is not also undefined; a type switch variable of a case whose type is undefined has no fields
// to report.
package main

type T struct {
	x Undefined1
}

func three() (int, int, int) { return 1, 2, 3 }

func main() {
	var a, b int
	a, b = three()
	var t *T
	_ = t.x
	switch interface{}(nil) {
	case int32(0):
	case int(0):
	case int(0):
	}
	_ = map[interface{}]int{int16(2): 1, int(2): 2, int(2): 3}
	switch a {
	case 0:
		fallthrough
		;
	default:
	}
	_ = complex(three())
	var e interface{}
	switch v := e.(type) {
	case Undefined2:
		v.M()
	}
}

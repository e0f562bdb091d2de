// DeepEqual: Go's deep equality, with cycles through pointers, slices and maps cut by the pairs
// of addresses already being compared.
package reflect

import "unsafe"

type visit struct {
	a, b unsafe.Pointer
	typ  *rtype
}

// DeepEqual reports whether x and y are "deeply equal" (Go's definition).
func DeepEqual(x, y any) bool {
	if x == nil || y == nil {
		return x == y
	}
	v1, v2 := ValueOf(x), ValueOf(y)
	if v1.typ != v2.typ {
		return false
	}
	return deepValueEqual(v1, v2, make(map[visit]bool))
}

func deepValueEqual(v1, v2 Value, visited map[visit]bool) bool {
	if !v1.IsValid() || !v2.IsValid() {
		return v1.IsValid() == v2.IsValid()
	}
	if v1.typ != v2.typ {
		return false
	}
	switch v1.Kind() {
	case Map, Slice, Pointer, Interface:
		if v1.fl&flagIndir != 0 && v2.fl&flagIndir != 0 {
			var a, b unsafe.Pointer
			if v1.Kind() == Interface {
				a, b = v1.ptr, v2.ptr
			} else if v1.Kind() == Slice {
				a, b = (*sliceHeader)(v1.ptr).data, (*sliceHeader)(v2.ptr).data
			} else {
				a, b = v1.word(), v2.word()
			}
			if uintptr(a) > uintptr(b) {
				a, b = b, a
			}
			k := visit{a, b, v1.typ}
			if visited[k] {
				return true
			}
			visited[k] = true
		}
	}
	switch v1.Kind() {
	case Array, Slice:
		if v1.Kind() == Slice {
			if v1.IsNil() != v2.IsNil() || v1.Len() != v2.Len() {
				return false
			}
			if v1.Pointer() == v2.Pointer() {
				return true
			}
		}
		for i := 0; i < v1.Len(); i++ {
			if !deepValueEqual(v1.Index(i), v2.Index(i), visited) {
				return false
			}
		}
		return true
	case Interface:
		if v1.IsNil() || v2.IsNil() {
			return v1.IsNil() == v2.IsNil()
		}
		return deepValueEqual(v1.Elem(), v2.Elem(), visited)
	case Pointer:
		if v1.word() == v2.word() {
			return true
		}
		return deepValueEqual(v1.Elem(), v2.Elem(), visited)
	case Struct:
		for i, n := 0, v1.NumField(); i < n; i++ {
			if !deepValueEqual(v1.Field(i), v2.Field(i), visited) {
				return false
			}
		}
		return true
	case Map:
		if v1.IsNil() != v2.IsNil() || v1.Len() != v2.Len() {
			return false
		}
		if v1.word() == v2.word() {
			return true
		}
		for _, k := range v1.MapKeys() {
			a, b := v1.MapIndex(k), v2.MapIndex(k)
			if !a.IsValid() || !b.IsValid() || !deepValueEqual(a, b, visited) {
				return false
			}
		}
		return true
	case Func:
		return v1.IsNil() && v2.IsNil()
	case Int, Int8, Int16, Int32, Int64:
		return v1.Int() == v2.Int()
	case Uint, Uint8, Uint16, Uint32, Uint64, Uintptr:
		return v1.Uint() == v2.Uint()
	case String:
		return v1.String() == v2.String()
	case Bool:
		return v1.Bool() == v2.Bool()
	case Float32, Float64:
		return v1.Float() == v2.Float()
	case Complex64, Complex128:
		return v1.Complex() == v2.Complex()
	}
	// chan, unsafe.Pointer: the words
	return v1.word() == v2.word()
}

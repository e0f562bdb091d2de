// Value's range checks, with Go's API (encoding/json asks them before SetInt, SetUint and
// SetFloat): whether a number fits v's type, by the size of the type; a float32 overflows when its
// magnitude is finite and above the largest float32.
package reflect

const (
	maxFloat32 = 0x1p127 * (1 + (1 - 0x1p-23))
	maxFloat64 = 0x1p1023 * (1 + (1 - 0x1p-52))
)

// OverflowInt reports whether x cannot be represented by v's type (a signed integer kind).
func (v Value) OverflowInt(x int64) bool {
	switch v.kind() {
	case Int, Int8, Int16, Int32, Int64:
		shift := 64 - v.typ.Size()*8
		return x != (x<<shift)>>shift
	}
	panic(&ValueError{"reflect.Value.OverflowInt", v.kind()})
}

// OverflowUint reports whether x cannot be represented by v's type (an unsigned integer kind).
func (v Value) OverflowUint(x uint64) bool {
	switch v.kind() {
	case Uint, Uint8, Uint16, Uint32, Uint64, Uintptr:
		shift := 64 - v.typ.Size()*8
		return x != (x<<shift)>>shift
	}
	panic(&ValueError{"reflect.Value.OverflowUint", v.kind()})
}

func overflowFloat32(x float64) bool {
	if x < 0 {
		x = -x
	}
	return maxFloat32 < x && x <= maxFloat64
}

// OverflowFloat reports whether x cannot be represented by v's type (a float kind).
func (v Value) OverflowFloat(x float64) bool {
	switch v.kind() {
	case Float32:
		return overflowFloat32(x)
	case Float64:
		return false
	}
	panic(&ValueError{"reflect.Value.OverflowFloat", v.kind()})
}

// OverflowComplex reports whether x cannot be represented by v's type (a complex kind).
func (v Value) OverflowComplex(x complex128) bool {
	switch v.kind() {
	case Complex64:
		return overflowFloat32(real(x)) || overflowFloat32(imag(x))
	case Complex128:
		return false
	}
	panic(&ValueError{"reflect.Value.OverflowComplex", v.kind()})
}

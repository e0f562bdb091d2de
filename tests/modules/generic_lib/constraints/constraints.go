// Package constraints defines the constraints the other packages use, the way
// golang.org/x/exp/constraints does (written for this test).
package constraints

// Signed is every signed integer type.
type Signed interface {
	~int | ~int8 | ~int16 | ~int32 | ~int64
}

// Unsigned is every unsigned integer type.
type Unsigned interface {
	~uint | ~uint8 | ~uint16 | ~uint32 | ~uint64 | ~uintptr
}

// Integer is every integer type.
type Integer interface {
	Signed | Unsigned
}

// Float is every floating-point type.
type Float interface {
	~float32 | ~float64
}

// Ordered is every type that supports < <= >= >.
type Ordered interface {
	Integer | Float | ~string
}

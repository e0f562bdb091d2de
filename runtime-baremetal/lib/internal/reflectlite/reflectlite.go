// Package reflectlite is corogo's internal/reflectlite (what Go's errors and sort use): package
// reflect under the names reflectlite has, so both share one implementation and one set of type
// data (runtime-baremetal/lib/reflect).
package reflectlite

import "reflect"

// Type, Value and Kind are reflect's.
type (
	Type       = reflect.Type
	Value      = reflect.Value
	Kind       = reflect.Kind
	ValueError = reflect.ValueError
)

// The kinds reflectlite names.
const (
	Invalid       = reflect.Invalid
	Bool          = reflect.Bool
	Int           = reflect.Int
	Int8          = reflect.Int8
	Int16         = reflect.Int16
	Int32         = reflect.Int32
	Int64         = reflect.Int64
	Uint          = reflect.Uint
	Uint8         = reflect.Uint8
	Uint16        = reflect.Uint16
	Uint32        = reflect.Uint32
	Uint64        = reflect.Uint64
	Uintptr       = reflect.Uintptr
	Float32       = reflect.Float32
	Float64       = reflect.Float64
	Complex64     = reflect.Complex64
	Complex128    = reflect.Complex128
	Array         = reflect.Array
	Chan          = reflect.Chan
	Func          = reflect.Func
	Interface     = reflect.Interface
	Map           = reflect.Map
	Ptr           = reflect.Pointer
	Slice         = reflect.Slice
	String        = reflect.String
	Struct        = reflect.Struct
	UnsafePointer = reflect.UnsafePointer
)

// TypeOf returns the dynamic type of i.
func TypeOf(i any) Type { return reflect.TypeOf(i) }

// ValueOf returns a Value holding the concrete value in i.
func ValueOf(i any) Value { return reflect.ValueOf(i) }

// Swapper returns a function that swaps the elements of the slice.
func Swapper(slice any) func(i, j int) { return reflect.Swapper(slice) }

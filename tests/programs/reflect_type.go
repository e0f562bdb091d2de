package main

// reflect's Type: Go's type strings, Kind, Name, PkgPath, Size, Align, Elem, Key, Len,
// NumField/Field (Name, Type, Offset, Index, Anonymous, PkgPath), FieldByName, NumIn/In/NumOut/Out,
// IsVariadic, ChanDir, NumMethod/Method of exported methods, Implements, AssignableTo,
// ConvertibleTo, Comparable, PtrTo.

import "reflect"

type T struct {
	A int
	b string
	C []byte
}

func (T) Hello() string  { return "hi" }
func (*T) Ptr(x int) int { return x }
func (T) secret()        {}

type Inner struct{ X, Y int16 }

type Outer struct {
	Inner
	Z  uint32
	P  *Inner
	M  map[string]int
	Fn func(int, ...string) (bool, error)
}

type Celsius float32

type Stringer interface{ String() string }

type Named interface{ Hello() string }

func (c Celsius) String() string { return "C" }

func show(t reflect.Type) {
	println(t.String(), t.Kind().String(), t.Name(), t.PkgPath())
}

// sizes that are the same on 32- and 64-bit targets
func size(t reflect.Type) {
	println(t.String(), t.Size(), t.Align(), t.FieldAlign())
}

func main() {
	var x any = 0
	show(reflect.TypeOf(x))
	show(reflect.TypeOf(int8(1)))
	show(reflect.TypeOf(uint64(1)))
	show(reflect.TypeOf(3.5))
	show(reflect.TypeOf(complex64(1)))
	show(reflect.TypeOf("s"))
	show(reflect.TypeOf(true))
	show(reflect.TypeOf(T{}))
	show(reflect.TypeOf(&T{}))
	show(reflect.TypeOf([]int{}))
	show(reflect.TypeOf([3]uint16{}))
	show(reflect.TypeOf(map[string]int{}))
	show(reflect.TypeOf(make(chan int)))
	show(reflect.TypeOf(make(<-chan bool)))
	show(reflect.TypeOf(func(int) string { return "" }))
	show(reflect.TypeOf(struct{ A int }{}))
	show(reflect.TypeOf(struct{}{}))
	show(reflect.TypeOf(Celsius(1)))
	show(reflect.TypeOf(Outer{}))
	println(reflect.TypeOf(nil) == nil)

	ot := reflect.TypeOf(Outer{})
	for i := 0; i < ot.NumField(); i++ {
		f := ot.Field(i)
		println(f.Name, f.Type.String(), f.Index[0], f.Anonymous, f.PkgPath, f.IsExported())
		if i < 3 {
			println(" offset", f.Offset)
		}
	}
	tt := reflect.TypeOf(T{})
	println(tt.Field(1).Name, tt.Field(1).PkgPath, tt.Field(1).IsExported())
	if f, ok := ot.FieldByName("Y"); ok {
		println("Y", f.Type.String(), len(f.Index), f.Index[0], f.Index[1], f.Offset)
	}
	_, ok := ot.FieldByName("nope")
	println(ok)

	println(reflect.TypeOf(&T{}).Elem() == tt, reflect.TypeOf([]int{}).Elem().String())
	mt := reflect.TypeOf(map[string][]bool{})
	println(mt.Key().String(), mt.Elem().String())
	println(reflect.TypeOf([5]int{}).Len())
	println(reflect.TypeOf(make(chan<- int)).ChanDir().String(), reflect.TypeOf(make(chan int)).ChanDir().String())

	ft := ot.Field(4).Type
	println(ft.String(), ft.NumIn(), ft.NumOut(), ft.IsVariadic(), ft.In(0).String(), ft.In(1).String(), ft.Out(0).String(), ft.Out(1).String())

	println(tt.NumMethod(), tt.Method(0).Name, tt.Method(0).Type.String())
	pt := reflect.TypeOf(&T{})
	println(pt.NumMethod(), pt.Method(0).Name, pt.Method(1).Name, pt.Method(1).Type.String())
	if m, ok := pt.MethodByName("Ptr"); ok {
		println(m.Name, m.Index)
	}

	stringer := reflect.TypeOf((*Stringer)(nil)).Elem()
	named := reflect.TypeOf((*Named)(nil)).Elem()
	errT := reflect.TypeOf((*error)(nil)).Elem()
	println(stringer.String(), stringer.Kind().String(), stringer.NumMethod(), errT.String(), errT.Name())
	println(reflect.TypeOf(Celsius(0)).Implements(stringer), tt.Implements(stringer), tt.Implements(named), pt.Implements(named))
	println(reflect.TypeOf(Celsius(0)).AssignableTo(stringer), reflect.TypeOf(0).AssignableTo(reflect.TypeOf(Celsius(0))))
	println(reflect.TypeOf(0).ConvertibleTo(reflect.TypeOf(Celsius(0))), reflect.TypeOf("").ConvertibleTo(reflect.TypeOf([]byte{})), reflect.TypeOf("").ConvertibleTo(reflect.TypeOf(0)))
	println(tt.Comparable(), reflect.TypeOf(Outer{}).Comparable(), reflect.TypeOf([]int{}).Comparable())
	println(reflect.PtrTo(tt) == pt, reflect.TypeOf(int32(0)).Bits(), reflect.TypeOf(1.5).Bits())
	size(reflect.TypeOf(int8(1)))
	size(reflect.TypeOf(uint64(1)))
	size(reflect.TypeOf(complex64(1)))
	size(reflect.TypeOf([3]uint16{}))
	size(reflect.TypeOf(Celsius(1)))
	size(reflect.TypeOf(struct{}{}))
	size(reflect.TypeOf(Inner{}))
	size(reflect.TypeOf(true))
	println(reflect.Int.String(), reflect.Pointer.String(), reflect.UnsafePointer.String(), reflect.Kind(99).String())
}

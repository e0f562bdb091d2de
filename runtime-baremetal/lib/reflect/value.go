// Values: a Value is a type descriptor, a pointer and flags. With flagIndir the pointer is the
// address of the value; without it (a value of a direct type taken from an interface) the pointer
// is the interface's data word, which is the value itself. Memory, maps and interface tables are
// the runtime's, reached by //go:linkname (rt.h, rt_map.h).
package reflect

import "unsafe"

//go:linkname rtAlloc rt_alloc
func rtAlloc(size uint32, align uint32) unsafe.Pointer

//go:linkname memmove memmove
func memmove(dst, src unsafe.Pointer, n uintptr) unsafe.Pointer

//go:linkname ifaceItab rt_iface_itab
func ifaceItab(t *rtype, i unsafe.Pointer) unsafe.Pointer

//go:linkname ifaceEqual rt_iface_equal
func ifaceEqual(t *rtype, a, b unsafe.Pointer) bool

// an interface value's two words
type eface struct {
	typ  *rtype
	word unsafe.Pointer
}

type sliceHeader struct {
	data unsafe.Pointer
	len  int
	cap  int
}

type stringHeader struct {
	data unsafe.Pointer
	len  int
}

type flag uint32

const (
	flagIndir flag = 1 << iota // ptr is the value's address
	flagAddr                   // addressable (with flagIndir)
	flagRO                     // reached through an unexported field
)

// Value is the reflection interface to a Go value.
type Value struct {
	typ *rtype
	ptr unsafe.Pointer
	fl  flag
}

// A ValueError occurs when a Value method is invoked on a Value that does not support it.
type ValueError struct {
	Method string
	Kind   Kind
}

func (e *ValueError) Error() string {
	if e.Kind == 0 {
		return "reflect: call of " + e.Method + " on zero Value"
	}
	return "reflect: call of " + e.Method + " on " + e.Kind.String() + " Value"
}

func unsafeNew(t *rtype) unsafe.Pointer {
	return rtAlloc(uint32(t.inf().size), uint32(t.inf().align))
}

func (v Value) kind() Kind {
	if v.typ == nil {
		return Invalid
	}
	return v.typ.Kind()
}

func (v Value) mustBe(k Kind, method string) {
	if v.kind() != k {
		panic(&ValueError{method, v.kind()})
	}
}

func (v Value) mustBeExported(method string) {
	if v.typ == nil {
		panic(&ValueError{method, Invalid})
	}
	if v.fl&flagRO != 0 {
		panic("reflect: " + method + " using value obtained using unexported field")
	}
}

func (v Value) mustBeAssignable(method string) {
	if v.typ == nil {
		panic(&ValueError{method, Invalid})
	}
	if v.fl&flagRO != 0 {
		panic("reflect: " + method + " using value obtained using unexported field")
	}
	if v.fl&flagAddr == 0 {
		panic("reflect: " + method + " using unaddressable value")
	}
}

// word is the data word of a direct value (its first 4 bytes in memory when indirect)
func (v Value) word() unsafe.Pointer {
	if v.fl&flagIndir == 0 {
		return v.ptr
	}
	switch v.typ.inf().size {
	case 1:
		return unsafe.Pointer(uintptr(*(*uint8)(v.ptr)))
	case 2:
		return unsafe.Pointer(uintptr(*(*uint16)(v.ptr)))
	}
	return *(*unsafe.Pointer)(v.ptr)
}

// load is the Value of type t at p (a copy, not addressable): the word of a direct type, else p
func load(t *rtype, p unsafe.Pointer, fl flag) Value {
	v := Value{t, p, flagIndir | fl&flagRO}
	if t.direct() {
		return Value{t, v.word(), fl & flagRO}
	}
	c := unsafeNew(t)
	memmove(c, p, t.inf().size)
	return Value{t, c, flagIndir | fl&flagRO}
}

// ValueOf returns a new Value holding the concrete value stored in i (the zero Value for nil).
func ValueOf(i any) Value {
	e := (*eface)(unsafe.Pointer(&i))
	return fromEface(*e, 0)
}

func fromEface(e eface, fl flag) Value {
	if e.typ == nil {
		return Value{}
	}
	if e.typ.direct() {
		return Value{e.typ, e.word, fl}
	}
	return Value{e.typ, e.word, flagIndir | fl}
}

// the dynamic type and data word of the interface value of type t at p
func unpackIface(t *rtype, p unsafe.Pointer) eface {
	e := *(*eface)(p)
	if e.typ != nil && t.inf().nmethods > 0 { // an itab: its first word is the type
		e.typ = *(**rtype)(unsafe.Pointer(e.typ))
	}
	return e
}

// the interface value of v's dynamic type and value (an unaddressable non-direct value is
// shared, an addressable one copied)
func (v Value) pack() eface {
	if v.kind() == Interface {
		return unpackIface(v.typ, v.ptr)
	}
	if v.typ.direct() {
		return eface{v.typ, v.word()}
	}
	p := v.ptr
	if v.fl&flagAddr != 0 {
		p = unsafeNew(v.typ)
		memmove(p, v.ptr, v.typ.inf().size)
	}
	return eface{v.typ, p}
}

func toAny(e eface) any {
	var i any
	*(*eface)(unsafe.Pointer(&i)) = e
	return i
}

// IsValid reports whether v represents a value (it is not the zero Value).
func (v Value) IsValid() bool { return v.typ != nil }

// Kind returns v's Kind (Invalid for the zero Value).
func (v Value) Kind() Kind { return v.kind() }

// Type returns v's type.
func (v Value) Type() Type {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Type", Invalid})
	}
	return v.typ
}

// CanInterface reports whether Interface can be used without panicking.
func (v Value) CanInterface() bool {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.CanInterface", Invalid})
	}
	return v.fl&flagRO == 0
}

// Interface returns v's current value as an interface{}.
func (v Value) Interface() any {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Interface", Invalid})
	}
	if v.fl&flagRO != 0 {
		panic("reflect.Value.Interface: cannot return value obtained from unexported field or method")
	}
	return toAny(v.pack())
}

// CanAddr reports whether the value's address can be obtained with Addr.
func (v Value) CanAddr() bool { return v.fl&flagAddr != 0 }

// CanSet reports whether the value of v can be changed.
func (v Value) CanSet() bool { return v.fl&(flagAddr|flagRO) == flagAddr }

// Addr returns a pointer value representing the address of v.
func (v Value) Addr() Value {
	if v.fl&flagAddr == 0 {
		panic("reflect.Value.Addr of unaddressable value")
	}
	return Value{ptrTo(v.typ), v.ptr, v.fl & flagRO}
}

// UnsafeAddr returns a pointer to v's data.
func (v Value) UnsafeAddr() uintptr {
	if v.fl&flagAddr == 0 {
		panic("reflect.Value.UnsafeAddr of unaddressable value")
	}
	return uintptr(v.ptr)
}

// Elem returns the value the interface v contains or the pointer v points to.
func (v Value) Elem() Value {
	switch v.kind() {
	case Interface:
		return fromEface(unpackIface(v.typ, v.ptr), v.fl&flagRO)
	case Pointer:
		p := v.word()
		if p == nil {
			return Value{}
		}
		return Value{v.typ.inf().elem, p, flagIndir | flagAddr | v.fl&flagRO}
	}
	panic(&ValueError{"reflect.Value.Elem", v.kind()})
}

// Indirect returns the value that v points to (v itself when it is not a pointer).
func Indirect(v Value) Value {
	if v.Kind() != Pointer {
		return v
	}
	return v.Elem()
}

// IsNil reports whether its argument v is nil.
func (v Value) IsNil() bool {
	switch v.kind() {
	case Chan, Func, Map, Pointer, UnsafePointer:
		return v.word() == nil
	case Interface:
		return (*eface)(v.ptr).typ == nil
	case Slice:
		return (*sliceHeader)(v.ptr).data == nil
	}
	panic(&ValueError{"reflect.Value.IsNil", v.kind()})
}

// Bool returns v's underlying value.
func (v Value) Bool() bool {
	v.mustBe(Bool, "reflect.Value.Bool")
	return uintptr(v.word()) != 0
}

// Int returns v's underlying value, as an int64.
func (v Value) Int() int64 {
	switch v.kind() {
	case Int, Int32:
		return int64(int32(uintptr(v.word())))
	case Int8:
		return int64(int8(uintptr(v.word())))
	case Int16:
		return int64(int16(uintptr(v.word())))
	case Int64:
		return *(*int64)(v.ptr)
	}
	panic(&ValueError{"reflect.Value.Int", v.kind()})
}

// Uint returns v's underlying value, as a uint64.
func (v Value) Uint() uint64 {
	switch v.kind() {
	case Uint, Uint8, Uint16, Uint32, Uintptr:
		return uint64(uintptr(v.word()))
	case Uint64:
		return *(*uint64)(v.ptr)
	}
	panic(&ValueError{"reflect.Value.Uint", v.kind()})
}

// kindLive reports whether a value of the program can have kind k, one of Float32, Float64,
// Complex64 and Complex128: the compiler answers once it knows which type descriptors the
// firmware keeps (src/codegen/cg_prune.c). A kind no value has needs no code: where no float is
// ever converted to an interface, fmt's printing of floats and strconv's go with Float.
//
//go:linkname kindLive corogo_kind_live
func kindLive(k Kind) bool

// Float returns v's underlying value, as a float64.
func (v Value) Float() float64 {
	if kindLive(Float32) && v.kind() == Float32 {
		return float64(*(*float32)(v.ptr))
	}
	if kindLive(Float64) && v.kind() == Float64 {
		return *(*float64)(v.ptr)
	}
	panic(&ValueError{"reflect.Value.Float", v.kind()})
}

// Complex returns v's underlying value, as a complex128.
func (v Value) Complex() complex128 {
	if kindLive(Complex64) && v.kind() == Complex64 {
		return complex128(*(*complex64)(v.ptr))
	}
	if kindLive(Complex128) && v.kind() == Complex128 {
		return *(*complex128)(v.ptr)
	}
	panic(&ValueError{"reflect.Value.Complex", v.kind()})
}

// String returns the string v's underlying value is; for another kind "<T Value>" (it does not
// panic, as Go's does not).
func (v Value) String() string {
	if v.kind() == String {
		return *(*string)(v.ptr)
	}
	if v.kind() == Invalid {
		return "<invalid Value>"
	}
	return "<" + v.typ.str + " Value>"
}

// Bytes returns v's underlying value (a byte slice or an addressable byte array).
func (v Value) Bytes() []byte {
	switch v.kind() {
	case Slice:
		if v.typ.inf().elem.Kind() == Uint8 {
			return *(*[]byte)(v.ptr)
		}
	case Array:
		if v.typ.inf().elem.Kind() == Uint8 {
			if v.fl&flagAddr == 0 {
				panic("reflect.Value.Bytes of unaddressable byte array")
			}
			return unsafe.Slice((*byte)(v.ptr), v.typ.inf().len)
		}
	}
	panic(&ValueError{"reflect.Value.Bytes", v.kind()})
}

// Pointer returns v's value as a uintptr.
func (v Value) Pointer() uintptr {
	switch v.kind() {
	case Chan, Func, Map, Pointer, UnsafePointer:
		return uintptr(v.word())
	case Slice:
		return uintptr((*sliceHeader)(v.ptr).data)
	}
	panic(&ValueError{"reflect.Value.Pointer", v.kind()})
}

// UnsafePointer returns v's value as an unsafe.Pointer.
func (v Value) UnsafePointer() unsafe.Pointer { return unsafe.Pointer(v.Pointer()) }

//go:linkname chanLen rt_chan_len
func chanLen(c unsafe.Pointer) int32

//go:linkname chanCap rt_chan_cap
func chanCap(c unsafe.Pointer) int32

// Len returns v's length.
func (v Value) Len() int {
	switch v.kind() {
	case Slice:
		return (*sliceHeader)(v.ptr).len
	case String:
		return (*stringHeader)(v.ptr).len
	case Array:
		return v.typ.inf().len
	case Map:
		m := v.word()
		if m == nil {
			return 0
		}
		return int(*(*int32)(m))
	case Chan:
		if v.word() == nil {
			return 0
		}
		return int(chanLen(v.word()))
	}
	panic(&ValueError{"reflect.Value.Len", v.kind()})
}

// Cap returns v's capacity.
func (v Value) Cap() int {
	switch v.kind() {
	case Slice:
		return (*sliceHeader)(v.ptr).cap
	case Array:
		return v.typ.inf().len
	case Chan:
		if v.word() == nil {
			return 0
		}
		return int(chanCap(v.word()))
	}
	panic(&ValueError{"reflect.Value.Cap", v.kind()})
}

var uint8Type = TypeOf(uint8(0)).(*rtype)

// Index returns v's i'th element (v: an array, slice or string).
func (v Value) Index(i int) Value {
	switch v.kind() {
	case Slice:
		s := (*sliceHeader)(v.ptr)
		if uint(i) >= uint(s.len) {
			panic("reflect: slice index out of range")
		}
		et := v.typ.inf().elem
		return Value{et, unsafe.Add(s.data, uintptr(i)*et.inf().size), flagIndir | flagAddr | v.fl&flagRO}
	case Array:
		if uint(i) >= uint(v.typ.inf().len) {
			panic("reflect: array index out of range")
		}
		et := v.typ.inf().elem
		return Value{et, unsafe.Add(v.ptr, uintptr(i)*et.inf().size), v.fl}
	case String:
		s := *(*string)(v.ptr)
		if uint(i) >= uint(len(s)) {
			panic("reflect: string index out of range")
		}
		return Value{uint8Type, unsafe.Pointer(uintptr(s[i])), v.fl & flagRO}
	}
	panic(&ValueError{"reflect.Value.Index", v.kind()})
}

// NumField returns the number of fields in the struct v.
func (v Value) NumField() int {
	v.mustBe(Struct, "reflect.Value.NumField")
	return v.typ.inf().nfields
}

// Field returns the i'th field of the struct v.
func (v Value) Field(i int) Value {
	v.mustBe(Struct, "reflect.Value.Field")
	f := v.typ.field(i)
	fl := v.fl
	if f.pkgPath != "" {
		fl |= flagRO
	}
	return Value{f.typ, unsafe.Add(v.ptr, f.offset), fl}
}

// FieldByIndex returns the nested field corresponding to index.
func (v Value) FieldByIndex(index []int) Value {
	for i, x := range index {
		if i > 0 && v.Kind() == Pointer && v.typ.inf().elem.Kind() == Struct {
			if v.IsNil() {
				panic("reflect: indirection through nil pointer to embedded struct")
			}
			v = v.Elem()
		}
		v = v.Field(x)
	}
	return v
}

// FieldByName returns the struct field with the given name (the zero Value if none).
func (v Value) FieldByName(name string) Value {
	v.mustBe(Struct, "reflect.Value.FieldByName")
	if f, ok := v.typ.FieldByName(name); ok {
		return v.FieldByIndex(f.Index)
	}
	return Value{}
}

// NumMethod returns the number of exported methods in v's method set.
func (v Value) NumMethod() int {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.NumMethod", Invalid})
	}
	return v.typ.NumMethod()
}

// Slice returns v[i:j].
func (v Value) Slice(i, j int) Value {
	switch v.kind() {
	case Slice:
		s := (*sliceHeader)(v.ptr)
		if i < 0 || j < i || j > s.cap {
			panic("reflect.Value.Slice: slice index out of bounds")
		}
		et := v.typ.inf().elem
		h := (*sliceHeader)(unsafeNew(v.typ))
		h.data = unsafe.Add(s.data, uintptr(i)*et.inf().size)
		h.len, h.cap = j-i, s.cap-i
		return Value{v.typ, unsafe.Pointer(h), flagIndir | v.fl&flagRO}
	case String:
		s := *(*string)(v.ptr)
		if i < 0 || j < i || j > len(s) {
			panic("reflect.Value.Slice: string slice index out of bounds")
		}
		p := (*string)(unsafeNew(v.typ))
		*p = s[i:j]
		return Value{v.typ, unsafe.Pointer(p), flagIndir | v.fl&flagRO}
	}
	panic(&ValueError{"reflect.Value.Slice", v.kind()})
}

// IsZero reports whether v is the zero value for its type.
func (v Value) IsZero() bool {
	switch v.kind() {
	case Invalid:
		panic(&ValueError{"reflect.Value.IsZero", Invalid})
	case Bool, Int, Int8, Int16, Int32, Uint, Uint8, Uint16, Uint32, Uintptr, Chan, Func, Map, Pointer, UnsafePointer:
		return v.word() == nil
	case Float32:
		return *(*uint32)(v.ptr) == 0
	}
	if v.fl&flagIndir == 0 {
		return v.ptr == nil
	}
	n := v.typ.inf().size
	for i := uintptr(0); i < n; i++ {
		if *(*byte)(unsafe.Add(v.ptr, i)) != 0 {
			// a float's -0 is not zero, as Go's; padding is zero in Go's values and here
			return false
		}
	}
	return true
}

// Zero returns a Value representing the zero value for the specified type.
func Zero(typ Type) Value {
	if typ == nil {
		panic("reflect: Zero(nil)")
	}
	t := typ.common()
	if t.direct() {
		return Value{t, nil, 0}
	}
	return Value{t, unsafeNew(t), flagIndir}
}

// New returns a Value representing a pointer to a new zero value for the specified type.
func New(typ Type) Value {
	if typ == nil {
		panic("reflect: New(nil)")
	}
	t := typ.common()
	return Value{ptrTo(t), unsafeNew(t), 0}
}

// NewAt returns a Value representing a pointer to a value of the specified type at p.
func NewAt(typ Type, p unsafe.Pointer) Value {
	return Value{ptrTo(typ.common()), p, 0}
}

// the interface table of dynamic type t in interface type it
func itabOf(t, it *rtype) unsafe.Pointer {
	if it.inf().nmethods == 0 {
		return unsafe.Pointer(t)
	}
	tab := ifaceItab(t, it.inf().extra)
	if tab == nil {
		panic("reflect: corogo has no interface table of " + t.str + " for " + it.str)
	}
	return tab
}

// store v's value, converted to type t (assignable: checked), at p
func (v Value) storeAs(t *rtype, p unsafe.Pointer, method string) {
	if v.typ != t && !v.typ.AssignableTo(t) {
		panic(method + ": value of type " + v.typ.str + " is not assignable to type " + t.str)
	}
	if t.Kind() == Interface && v.typ != t {
		e := v.pack()
		if e.typ == nil {
			*(*eface)(p) = eface{}
			return
		}
		*(*eface)(p) = eface{(*rtype)(itabOf(e.typ, t)), e.word}
		return
	}
	if v.fl&flagIndir == 0 {
		w := v.ptr
		memmove(p, unsafe.Pointer(&w), t.inf().size)
		return
	}
	memmove(p, v.ptr, t.inf().size)
}

// Set assigns x to the value v.
func (v Value) Set(x Value) {
	v.mustBeAssignable("reflect.Value.Set")
	x.mustBeExported("reflect.Value.Set")
	x.storeAs(v.typ, v.ptr, "reflect.Set")
}

// SetBool sets v's underlying value.
func (v Value) SetBool(x bool) {
	v.mustBeAssignable("reflect.Value.SetBool")
	v.mustBe(Bool, "reflect.Value.SetBool")
	*(*bool)(v.ptr) = x
}

// SetInt sets v's underlying value to x.
func (v Value) SetInt(x int64) {
	v.mustBeAssignable("reflect.Value.SetInt")
	switch v.kind() {
	case Int:
		*(*int)(v.ptr) = int(x)
	case Int8:
		*(*int8)(v.ptr) = int8(x)
	case Int16:
		*(*int16)(v.ptr) = int16(x)
	case Int32:
		*(*int32)(v.ptr) = int32(x)
	case Int64:
		*(*int64)(v.ptr) = x
	default:
		panic(&ValueError{"reflect.Value.SetInt", v.kind()})
	}
}

// SetUint sets v's underlying value to x.
func (v Value) SetUint(x uint64) {
	v.mustBeAssignable("reflect.Value.SetUint")
	switch v.kind() {
	case Uint, Uintptr:
		*(*uint)(v.ptr) = uint(x)
	case Uint8:
		*(*uint8)(v.ptr) = uint8(x)
	case Uint16:
		*(*uint16)(v.ptr) = uint16(x)
	case Uint32:
		*(*uint32)(v.ptr) = uint32(x)
	case Uint64:
		*(*uint64)(v.ptr) = x
	default:
		panic(&ValueError{"reflect.Value.SetUint", v.kind()})
	}
}

// SetFloat sets v's underlying value to x.
func (v Value) SetFloat(x float64) {
	v.mustBeAssignable("reflect.Value.SetFloat")
	switch v.kind() {
	case Float32:
		*(*float32)(v.ptr) = float32(x)
	case Float64:
		*(*float64)(v.ptr) = x
	default:
		panic(&ValueError{"reflect.Value.SetFloat", v.kind()})
	}
}

// SetComplex sets v's underlying value to x.
func (v Value) SetComplex(x complex128) {
	v.mustBeAssignable("reflect.Value.SetComplex")
	switch v.kind() {
	case Complex64:
		*(*complex64)(v.ptr) = complex64(x)
	case Complex128:
		*(*complex128)(v.ptr) = x
	default:
		panic(&ValueError{"reflect.Value.SetComplex", v.kind()})
	}
}

// SetString sets v's underlying value to x.
func (v Value) SetString(x string) {
	v.mustBeAssignable("reflect.Value.SetString")
	v.mustBe(String, "reflect.Value.SetString")
	*(*string)(v.ptr) = x
}

// SetBytes sets v's underlying value (a []byte).
func (v Value) SetBytes(x []byte) {
	v.mustBeAssignable("reflect.Value.SetBytes")
	v.mustBe(Slice, "reflect.Value.SetBytes")
	if v.typ.inf().elem.Kind() != Uint8 {
		panic("reflect.Value.SetBytes of non-byte slice")
	}
	*(*[]byte)(v.ptr) = x
}

// SetLen sets v's length to n.
func (v Value) SetLen(n int) {
	v.mustBeAssignable("reflect.Value.SetLen")
	v.mustBe(Slice, "reflect.Value.SetLen")
	s := (*sliceHeader)(v.ptr)
	if uint(n) > uint(s.cap) {
		panic("reflect: slice length out of range in SetLen")
	}
	s.len = n
}

// SetPointer sets the unsafe.Pointer value v to x.
func (v Value) SetPointer(x unsafe.Pointer) {
	v.mustBeAssignable("reflect.Value.SetPointer")
	v.mustBe(UnsafePointer, "reflect.Value.SetPointer")
	*(*unsafe.Pointer)(v.ptr) = x
}

// MakeSlice creates a new zero-initialized slice value for the specified slice type, length, and
// capacity.
func MakeSlice(typ Type, len, cap int) Value {
	if typ.Kind() != Slice {
		panic("reflect.MakeSlice of non-slice type")
	}
	if len < 0 {
		panic("reflect.MakeSlice: negative len")
	}
	if cap < 0 {
		panic("reflect.MakeSlice: negative cap")
	}
	if len > cap {
		panic("reflect.MakeSlice: len > cap")
	}
	t := typ.common()
	et := t.inf().elem
	h := (*sliceHeader)(unsafeNew(t))
	h.data = rtAlloc(uint32(et.inf().size)*uint32(cap), uint32(et.inf().align))
	h.len, h.cap = len, cap
	return Value{t, unsafe.Pointer(h), flagIndir}
}

// grow makes room for n more elements in the slice s (of element type et)
func grow(s sliceHeader, et *rtype, n int) sliceHeader {
	if s.len+n <= s.cap {
		return s
	}
	c := s.cap * 2
	if c < s.len+n {
		c = s.len + n
	}
	if c < 4 {
		c = 4
	}
	size := et.inf().size
	data := rtAlloc(uint32(size)*uint32(c), uint32(et.inf().align))
	memmove(data, s.data, size*uintptr(s.len))
	return sliceHeader{data, s.len, c}
}

// Append appends the values x to a slice s and returns the resulting slice.
func Append(s Value, x ...Value) Value {
	s.mustBe(Slice, "reflect.Append")
	et := s.typ.inf().elem
	h := grow(*(*sliceHeader)(s.ptr), et, len(x))
	for i, xv := range x {
		xv.storeAs(et, unsafe.Add(h.data, uintptr(h.len+i)*et.inf().size), "reflect.Append")
	}
	h.len += len(x)
	p := (*sliceHeader)(unsafeNew(s.typ))
	*p = h
	return Value{s.typ, unsafe.Pointer(p), flagIndir}
}

// AppendSlice appends a slice t to a slice s and returns the resulting slice.
func AppendSlice(s, t Value) Value {
	s.mustBe(Slice, "reflect.AppendSlice")
	t.mustBe(Slice, "reflect.AppendSlice")
	if s.typ.inf().elem != t.typ.inf().elem {
		panic("reflect.AppendSlice: " + s.typ.str + " != " + t.typ.str)
	}
	et := s.typ.inf().elem
	th := *(*sliceHeader)(t.ptr)
	h := grow(*(*sliceHeader)(s.ptr), et, th.len)
	memmove(unsafe.Add(h.data, uintptr(h.len)*et.inf().size), th.data, uintptr(th.len)*et.inf().size)
	h.len += th.len
	p := (*sliceHeader)(unsafeNew(s.typ))
	*p = h
	return Value{s.typ, unsafe.Pointer(p), flagIndir}
}

// Copy copies the contents of src into dst until either dst has been filled or src has been
// exhausted, and returns the number of elements copied.
func Copy(dst, src Value) int {
	dk := dst.kind()
	if dk != Array && dk != Slice {
		panic(&ValueError{"reflect.Copy", dk})
	}
	if dk == Array {
		dst.mustBeAssignable("reflect.Copy")
	}
	dst.mustBeExported("reflect.Copy")
	sk := src.kind()
	if sk != Array && sk != Slice && !(sk == String && dst.typ.inf().elem.Kind() == Uint8) {
		panic(&ValueError{"reflect.Copy", sk})
	}
	src.mustBeExported("reflect.Copy")
	et := dst.typ.inf().elem
	if sk != String && src.typ.inf().elem != et {
		panic("reflect.Copy: " + dst.typ.str + " != " + src.typ.str)
	}
	dp, n := dst.ptr, dst.typ.inf().len
	if dk == Slice {
		dp, n = (*sliceHeader)(dst.ptr).data, (*sliceHeader)(dst.ptr).len
	}
	sp, m := src.ptr, 0
	switch sk {
	case Array:
		m = src.typ.inf().len
	case Slice:
		sp, m = (*sliceHeader)(src.ptr).data, (*sliceHeader)(src.ptr).len
	case String:
		sp, m = (*stringHeader)(src.ptr).data, (*stringHeader)(src.ptr).len
	}
	if m < n {
		n = m
	}
	memmove(dp, sp, uintptr(n)*et.inf().size)
	return n
}

// Swapper returns a function that swaps the elements in the provided slice.
func Swapper(slice any) func(i, j int) {
	v := ValueOf(slice)
	if v.Kind() != Slice {
		panic(&ValueError{Method: "Swapper", Kind: v.Kind()})
	}
	s := (*sliceHeader)(v.ptr)
	n := s.len
	switch n {
	case 0:
		return func(i, j int) { panic("reflect: slice index out of range") }
	case 1:
		return func(i, j int) {
			if i != 0 || j != 0 {
				panic("reflect: slice index out of range")
			}
		}
	}
	data := s.data
	size := v.typ.inf().elem.inf().size
	if size == 4 {
		ws := unsafe.Slice((*uint32)(data), n)
		return func(i, j int) { ws[i], ws[j] = ws[j], ws[i] }
	}
	if size == 8 {
		ws := unsafe.Slice((*uint64)(data), n)
		return func(i, j int) { ws[i], ws[j] = ws[j], ws[i] }
	}
	tmp := rtAlloc(uint32(size), 8)
	return func(i, j int) {
		if uint(i) >= uint(n) || uint(j) >= uint(n) {
			panic("reflect: slice index out of range")
		}
		a, b := unsafe.Add(data, uintptr(i)*size), unsafe.Add(data, uintptr(j)*size)
		memmove(tmp, a, size)
		memmove(a, b, size)
		memmove(b, tmp, size)
	}
}

// StringHeader is the runtime representation of a string (Data: its bytes' address).
type StringHeader struct {
	Data uintptr
	Len  int
}

// SliceHeader is the runtime representation of a slice.
type SliceHeader struct {
	Data uintptr
	Len  int
	Cap  int
}

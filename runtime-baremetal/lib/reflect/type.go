// Package reflect is corogo's reflect package, in Go, over the type data the compiler emits for a
// program that imports it (src/codegen/cg_reflect.c; the layouts are rt_abi.h's): every type
// descriptor (rtype) has a typeInfo with the type's kind, size, names, element types, fields,
// parameters and method set. Its API is Go's, with Go's semantics and panic messages; what it
// lacks is listed in docs/language.md. internal/reflectlite (errors, sort) is this package under
// other names. It imports only unsafe, so every package may import it.
package reflect

import "unsafe"

// A Kind is the specific kind of type a Type represents (Go's numbering).
type Kind uint

const (
	Invalid Kind = iota
	Bool
	Int
	Int8
	Int16
	Int32
	Int64
	Uint
	Uint8
	Uint16
	Uint32
	Uint64
	Uintptr
	Float32
	Float64
	Complex64
	Complex128
	Array
	Chan
	Func
	Interface
	Map
	Pointer
	Slice
	String
	Struct
	UnsafePointer
)

// Ptr is the old name of the Pointer kind.
const Ptr = Pointer

var kindNames = []string{
	Invalid: "invalid", Bool: "bool", Int: "int", Int8: "int8", Int16: "int16", Int32: "int32",
	Int64: "int64", Uint: "uint", Uint8: "uint8", Uint16: "uint16", Uint32: "uint32",
	Uint64: "uint64", Uintptr: "uintptr", Float32: "float32", Float64: "float64",
	Complex64: "complex64", Complex128: "complex128", Array: "array", Chan: "chan", Func: "func",
	Interface: "interface", Map: "map", Pointer: "ptr", Slice: "slice", String: "string",
	Struct: "struct", UnsafePointer: "unsafe.Pointer",
}

// String returns the name of k.
func (k Kind) String() string {
	if int(k) < len(kindNames) {
		return kindNames[k]
	}
	return "kind" + itoa(int(k))
}

// ChanDir is a channel type's direction.
type ChanDir int

const (
	RecvDir ChanDir = 1 << iota
	SendDir
	BothDir = RecvDir | SendDir
)

// String returns Go's spelling of d.
func (d ChanDir) String() string {
	switch d {
	case SendDir:
		return "chan<-"
	case RecvDir:
		return "<-chan"
	case BothDir:
		return "chan"
	}
	return "ChanDir" + itoa(int(d))
}

// rtype is a type descriptor (rt_type in rt_abi.h, RT_TYPE_LAYOUT_REFLECT).
type rtype struct {
	str     string         // Go's spelling, "*main.T"
	equal   unsafe.Pointer // the equality function; nil: not comparable
	itabs   unsafe.Pointer
	nitabs  int
	mnames  unsafe.Pointer // the method names ([n]string)
	nmnames int
	hash    unsafe.Pointer
	info    *typeInfo // nil: a run-time error's type, which reflect sees as an opaque struct
}

// typeInfo is rt_typeinfo (RT_TYPEINFO_LAYOUT).
type typeInfo struct {
	kind     uint32 // Kind | kindDirect | kindComparable
	size     uintptr
	align    uintptr
	name     string
	pkgPath  string
	elem     *rtype
	key      *rtype
	len      int
	fields   unsafe.Pointer // struct: [n]structField; func: [n]*rtype, parameters then results
	nfields  int
	nout     int
	methods  unsafe.Pointer // [n]imethod, sorted by name; read only through (*rtype).method
	nmethods int
	extra    unsafe.Pointer // interface: its rt_ifacedesc; map: its rt_maptype
	ptrTo    *rtype         // *T (nil when T is a pointer type); read only by ptrTo, Value.Addr, New, NewAt (cg_prune.c)
	call     unsafe.Pointer // a func type: its caller, a func(fv, args, results unsafe.Pointer)
}

const (
	kindDirect     = 0x100 // an interface's data word holds the value itself
	kindComparable = 0x200
)

type structField struct {
	name     string
	pkgPath  string
	typ      *rtype
	offset   uintptr
	embedded int
	tag      string
}

type imethod struct {
	name    string
	pkgPath string
	typ     *rtype // without the receiver
	mtyp    *rtype // with the receiver first (an interface's method: typ)
	bind    unsafe.Pointer // the entry of a func value record {bind, nil, receiver's data word}
}

var opaque = typeInfo{kind: uint32(Struct) | kindComparable, size: 16, align: 4}

// kindOf is the Kind of a typeInfo's kind word (its low byte), and the one way reflect reads a
// type's kind: the compiler gives it its body (src/codegen/cg_kinds.c) and, knowing which kinds
// the program's types and the types reflect can make have, folds comparisons of its results (and
// of what returns them: Kind, kind) with any other kind to false, so that code for kinds no value
// has goes (fmt's printValue of maps, channels, funcs, complex numbers in a program without them).
//
//go:linkname kindOf corogo_reflect_kind
func kindOf(word uint32) Kind

func (t *rtype) inf() *typeInfo {
	if t.info == nil {
		return &opaque
	}
	return t.info
}

func (t *rtype) Kind() Kind  { return kindOf(t.inf().kind) }
func (t *rtype) direct() bool { return t.inf().kind&kindDirect != 0 }

func (t *rtype) field(i int) *structField {
	inf := t.inf()
	if uint(i) >= uint(inf.nfields) {
		panic("reflect: Field index out of bounds")
	}
	return (*structField)(unsafe.Add(inf.fields, uintptr(i)*unsafe.Sizeof(structField{})))
}

func (t *rtype) param(i int) *rtype {
	return *(**rtype)(unsafe.Add(t.inf().fields, uintptr(i)*unsafe.Sizeof(t)))
}

// method is the one reader of typeInfo.methods: the compiler keeps a type's method records only
// where this function is linked (src/codegen/cg_prune.c), so nothing else may read them.
func (t *rtype) method(i int) *imethod {
	return (*imethod)(unsafe.Add(t.inf().methods, uintptr(i)*unsafe.Sizeof(imethod{})))
}

// methodName is the i-th name of a descriptor's method list (for a type without typeInfo)
func (t *rtype) methodName(i int) string {
	return *(*string)(unsafe.Add(t.mnames, uintptr(i)*unsafe.Sizeof("")))
}

// A Type is the representation of a Go type (a subset of Go's reflect.Type: see docs/language.md).
type Type interface {
	Align() int
	FieldAlign() int
	Method(int) Method
	MethodByName(string) (Method, bool)
	NumMethod() int
	Name() string
	PkgPath() string
	Size() uintptr
	String() string
	Kind() Kind
	Implements(u Type) bool
	AssignableTo(u Type) bool
	ConvertibleTo(u Type) bool
	Comparable() bool
	Bits() int
	ChanDir() ChanDir
	IsVariadic() bool
	Elem() Type
	Field(i int) StructField
	FieldByName(name string) (StructField, bool)
	FieldByIndex(index []int) StructField
	In(i int) Type
	Key() Type
	Len() int
	NumField() int
	NumIn() int
	NumOut() int
	Out(i int) Type
	common() *rtype
}

func (t *rtype) common() *rtype   { return t }
func (t *rtype) String() string   { return t.str }
func (t *rtype) Size() uintptr    { return t.inf().size }
func (t *rtype) Align() int       { return int(t.inf().align) }
func (t *rtype) FieldAlign() int  { return int(t.inf().align) }
func (t *rtype) Name() string     { return t.inf().name }
func (t *rtype) PkgPath() string  { return t.inf().pkgPath }
func (t *rtype) Comparable() bool { return t.inf().kind&kindComparable != 0 }

func (t *rtype) Bits() int {
	k := t.Kind()
	if k < Int || k > Complex128 {
		panic("reflect: Bits of non-arithmetic Type " + t.str)
	}
	return int(t.inf().size) * 8
}

func (t *rtype) ChanDir() ChanDir {
	if t.Kind() != Chan {
		panic("reflect: ChanDir of non-chan type " + t.str)
	}
	return ChanDir(t.inf().len)
}

func (t *rtype) IsVariadic() bool {
	if t.Kind() != Func {
		panic("reflect: IsVariadic of non-func type " + t.str)
	}
	return t.inf().len != 0
}

func toType(t *rtype) Type {
	if t == nil {
		return nil
	}
	return t
}

func (t *rtype) Elem() Type {
	switch t.Kind() {
	case Array, Chan, Map, Pointer, Slice:
		return toType(t.inf().elem)
	}
	panic("reflect: Elem of invalid type " + t.str)
}

func (t *rtype) Key() Type {
	if t.Kind() != Map {
		panic("reflect: Key of non-map type " + t.str)
	}
	return toType(t.inf().key)
}

func (t *rtype) Len() int {
	if t.Kind() != Array {
		panic("reflect: Len of non-array type " + t.str)
	}
	return t.inf().len
}

func (t *rtype) NumField() int {
	if t.Kind() != Struct {
		panic("reflect: NumField of non-struct type " + t.str)
	}
	return t.inf().nfields
}

func (t *rtype) NumIn() int {
	if t.Kind() != Func {
		panic("reflect: NumIn of non-func type " + t.str)
	}
	return t.inf().nfields - t.inf().nout
}

func (t *rtype) NumOut() int {
	if t.Kind() != Func {
		panic("reflect: NumOut of non-func type " + t.str)
	}
	return t.inf().nout
}

func (t *rtype) In(i int) Type {
	if t.Kind() != Func {
		panic("reflect: In of non-func type " + t.str)
	}
	if uint(i) >= uint(t.NumIn()) {
		panic("reflect: In index out of range")
	}
	return t.param(i)
}

func (t *rtype) Out(i int) Type {
	if t.Kind() != Func {
		panic("reflect: Out of non-func type " + t.str)
	}
	if uint(i) >= uint(t.inf().nout) {
		panic("reflect: Out index out of range")
	}
	return t.param(t.NumIn() + i)
}

// A StructTag is the tag string of a struct field.
type StructTag string

// Get returns the value associated with key in the tag string, or "".
func (tag StructTag) Get(key string) string {
	v, _ := tag.Lookup(key)
	return v
}

// Lookup returns the value associated with key in the tag string and whether it is there; the
// tag is Go's conventional `key:"value" key2:"value2"` form.
func (tag StructTag) Lookup(key string) (value string, ok bool) {
	for tag != "" {
		i := 0
		for i < len(tag) && tag[i] == ' ' {
			i++
		}
		tag = tag[i:]
		if tag == "" {
			break
		}
		i = 0
		for i < len(tag) && tag[i] > ' ' && tag[i] != ':' && tag[i] != '"' && tag[i] != 0x7f {
			i++
		}
		if i == 0 || i+1 >= len(tag) || tag[i] != ':' || tag[i+1] != '"' {
			break
		}
		name := string(tag[:i])
		tag = tag[i+1:]
		i = 1
		for i < len(tag) && tag[i] != '"' {
			if tag[i] == '\\' {
				i++
			}
			i++
		}
		if i >= len(tag) {
			break
		}
		qvalue := string(tag[:i+1])
		tag = tag[i+1:]
		if key == name {
			v, err := unquote(qvalue)
			if err {
				break
			}
			return v, true
		}
	}
	return "", false
}

// unquote undoes the simple escapes of a double-quoted tag value (err: it has others)
func unquote(q string) (string, bool) {
	q = q[1 : len(q)-1]
	var b []byte
	for i := 0; i < len(q); i++ {
		c := q[i]
		if c == '\\' {
			i++
			if i >= len(q) {
				return "", true
			}
			switch q[i] {
			case 'n':
				c = '\n'
			case 't':
				c = '\t'
			case '\\', '"', '\'':
				c = q[i]
			default:
				return "", true
			}
		}
		b = append(b, c)
	}
	return string(b), false
}

// A StructField describes a single field in a struct.
type StructField struct {
	Name      string
	PkgPath   string
	Type      Type
	Tag       StructTag
	Offset    uintptr
	Index     []int
	Anonymous bool
}

// IsExported reports whether the field is exported.
func (f StructField) IsExported() bool { return f.PkgPath == "" }

func (t *rtype) Field(i int) StructField {
	if t.Kind() != Struct {
		panic("reflect: Field of non-struct type " + t.str)
	}
	p := t.field(i)
	return StructField{Name: p.name, PkgPath: p.pkgPath, Type: toType(p.typ), Tag: StructTag(p.tag),
		Offset: p.offset, Index: []int{i}, Anonymous: p.embedded != 0}
}

// FieldByIndex returns the field reached by Field(index[0]), then Field(index[1]) of its type (or
// of the struct it points to), and so on.
func (t *rtype) FieldByIndex(index []int) StructField {
	var f StructField
	cur := Type(t)
	for i, x := range index {
		if i > 0 {
			cur = f.Type
			if cur.Kind() == Pointer && cur.Elem().Kind() == Struct {
				cur = cur.Elem()
			}
		}
		f = cur.Field(x)
	}
	return f
}

// FieldByName returns the struct field with the given name (breadth first through embedded
// structs, Go's rule: the shallowest unique match).
func (t *rtype) FieldByName(name string) (StructField, bool) {
	if t.Kind() != Struct {
		panic("reflect: FieldByName of non-struct type " + t.str)
	}
	type level struct {
		t     *rtype
		index []int
	}
	cur := []level{{t, nil}}
	for depth := 0; len(cur) > 0 && depth < 16; depth++ {
		var next []level
		var found StructField
		count := 0
		for _, l := range cur {
			for i := 0; i < l.t.inf().nfields; i++ {
				f := l.t.field(i)
				idx := append(append([]int(nil), l.index...), i)
				if f.name == name {
					count++
					found = l.t.Field(i)
					found.Index = idx
					continue
				}
				if f.embedded != 0 {
					ft := f.typ
					if ft.Kind() == Pointer {
						ft = ft.inf().elem
					}
					if ft.Kind() == Struct {
						next = append(next, level{ft, idx})
					}
				}
			}
		}
		if count == 1 {
			return found, true
		}
		if count > 1 {
			return StructField{}, false
		}
		cur = next
	}
	return StructField{}, false
}

// Method represents a single method (Func: zero for an interface type's, as in Go).
type Method struct {
	Name    string
	PkgPath string
	Type    Type
	Func    Value
	Index   int
}

// IsExported reports whether the method is exported.
func (m Method) IsExported() bool { return m.PkgPath == "" }

// exported methods of t, in order (an interface's: all of them)
func (t *rtype) NumMethod() int {
	if t.Kind() == Interface {
		return t.inf().nmethods
	}
	n := 0
	for i := 0; i < t.inf().nmethods; i++ {
		if t.method(i).pkgPath == "" {
			n++
		}
	}
	return n
}

// Method returns t's i-th exported method; its Func (for a concrete type) is a func value of
// the method's type with the receiver first, made by MakeFunc over Value.Method.
func (t *rtype) Method(i int) Method {
	m := t.exportedMethod(i)
	r := Method{Name: m.name, PkgPath: m.pkgPath, Type: toType(m.mtyp), Index: i}
	if t.Kind() != Interface && m.bind != nil && m.mtyp != nil {
		variadic := m.typ.info.len != 0
		var fn func(args []Value) []Value
		fn = func(args []Value) []Value {
			recoverForward(funcEntry(fn), unsafe.Pointer(&methodFuncMark)) // on to Value.Call
			return callMethod(args, i, variadic)
		}
		r.Func = MakeFunc(m.mtyp, fn)
	}
	return r
}

// callMethod calls method i of args[0] with the other arguments
func callMethod(args []Value, i int, variadic bool) []Value {
	f := args[0].Method(i)
	if variadic {
		return f.CallSlice(args[1:])
	}
	return f.Call(args[1:])
}

func (t *rtype) MethodByName(name string) (Method, bool) {
	for i := 0; i < t.NumMethod(); i++ {
		if m := t.Method(i); m.Name == name {
			return m, true
		}
	}
	return Method{}, false
}

// hasMethod reports whether t's method set has m (name, package and type)
func (t *rtype) hasMethod(m *imethod) bool {
	if t.info == nil { // a run-time error: Error() string and RuntimeError()
		for i := 0; i < t.nmnames; i++ {
			if t.methodName(i) == m.name && m.pkgPath == "" {
				return true
			}
		}
		return false
	}
	for i := 0; i < t.inf().nmethods; i++ {
		tm := t.method(i)
		if tm.name == m.name && tm.pkgPath == m.pkgPath && tm.typ == m.typ {
			return true
		}
	}
	return false
}

func (t *rtype) implements(it *rtype) bool {
	if it.Kind() != Interface {
		return false
	}
	for i := 0; i < it.inf().nmethods; i++ {
		if !t.hasMethod(it.method(i)) {
			return false
		}
	}
	return true
}

// Implements reports whether the type implements the interface type u.
func (t *rtype) Implements(u Type) bool {
	if u == nil {
		panic("reflect: nil type passed to Type.Implements")
	}
	if u.Kind() != Interface {
		panic("reflect: non-interface type passed to Type.Implements")
	}
	return t.implements(u.common())
}

// AssignableTo reports whether a value of the type is assignable to type u.
func (t *rtype) AssignableTo(u Type) bool {
	if u == nil {
		panic("reflect: nil type passed to Type.AssignableTo")
	}
	uu := u.common()
	return t == uu || (uu.Kind() == Interface && t.implements(uu)) ||
		((t.inf().name == "" || uu.inf().name == "") && t.Kind() == uu.Kind() && sameUnder(t, uu))
}

// sameUnder: the underlying types of t and u are identical (for assignability of unnamed types)
func sameUnder(t, u *rtype) bool {
	ti, ui := t.inf(), u.inf()
	switch t.Kind() {
	case Pointer, Slice:
		return ti.elem == ui.elem
	case Array:
		return ti.elem == ui.elem && ti.len == ui.len
	case Map:
		return ti.elem == ui.elem && ti.key == ui.key
	case Chan:
		return ti.elem == ui.elem && (ti.len == ui.len || ti.len == int(BothDir))
	case Func:
		if ti.nfields != ui.nfields || ti.nout != ui.nout || ti.len != ui.len {
			return false
		}
		for i := 0; i < ti.nfields; i++ {
			if t.param(i) != u.param(i) {
				return false
			}
		}
		return true
	case Struct:
		if ti.nfields != ui.nfields {
			return false
		}
		for i := 0; i < ti.nfields; i++ {
			a, b := t.field(i), u.field(i)
			if a.name != b.name || a.pkgPath != b.pkgPath || a.typ != b.typ || a.embedded != b.embedded || a.tag != b.tag {
				return false
			}
		}
		return true
	case Interface:
		if ti.nmethods != ui.nmethods {
			return false
		}
		for i := 0; i < ti.nmethods; i++ {
			a, b := t.method(i), u.method(i)
			if a.name != b.name || a.pkgPath != b.pkgPath || a.typ != b.typ {
				return false
			}
		}
		return true
	}
	return false
}

// ConvertibleTo reports whether a value of the type is convertible to type u.
func (t *rtype) ConvertibleTo(u Type) bool {
	if u == nil {
		panic("reflect: nil type passed to Type.ConvertibleTo")
	}
	return convertOp(u.common(), t) != nil
}

// TypeOf returns the dynamic type of i (nil for a nil interface).
func TypeOf(i any) Type {
	e := (*eface)(unsafe.Pointer(&i))
	return toType(e.typ)
}

// PtrTo returns the pointer type with element t.
func PtrTo(t Type) Type { return PointerTo(t) }

// PointerTo returns the pointer type with element t: the descriptor of *T the compiler emits
// beside T's, the program's or one made at run time (typeof.go).
func PointerTo(t Type) Type { return ptrTo(t.common()) }

func itoa(n int) string {
	if n == 0 {
		return "0"
	}
	neg := n < 0
	if neg {
		n = -n
	}
	var b [24]byte
	i := len(b)
	for n > 0 {
		i--
		b[i] = byte('0' + n%10)
		n /= 10
	}
	if neg {
		i--
		b[i] = '-'
	}
	return string(b[i:])
}

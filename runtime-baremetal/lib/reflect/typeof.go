// Types made at run time: SliceOf, ArrayOf, MapOf, ChanOf, FuncOf, PointerTo and StructOf. Each but
// PointerTo (see ptrTo) first looks for the type among the program's unnamed composite types (a table the compiler emits only
// where one of them is linked, src/codegen/cg_reflect.c: cg_reflect_table) and among the types
// made before, so that Go's identity of types holds (ArrayOf(8, TypeOf("")) is the program's
// [8]string); else it makes a descriptor and its typeInfo in the heap, with the descriptor of its
// pointer type beside it (New, Addr). A type made here has no equality function and no hash: a
// value of it compared as an interface value or used as an interface map key panics as an
// uncomparable type would (Comparable still answers with Go's rules).
package reflect

import "unsafe"

//go:linkname typeTable corogo_reflect_types
func typeTable() unsafe.Pointer // {count, descriptors...}

var madeTypes []*rtype

// the program's type or one made before for which match holds (nil: none)
func findType(match func(*rtype) bool) *rtype {
	tab := typeTable()
	n := *(*int)(tab)
	for i := 0; i < n; i++ {
		t := *(**rtype)(unsafe.Add(tab, uintptr(i+1)*unsafe.Sizeof(tab)))
		if t.info != nil && match(t) {
			return t
		}
	}
	return findMade(match)
}

// a type made before for which match holds (nil: none)
func findMade(match func(*rtype) bool) *rtype {
	for _, t := range madeTypes {
		if match(t) {
			return t
		}
	}
	return nil
}

// a new type: its descriptor, and that of its pointer type unless it is a pointer or func type
func makeType(str string, inf *typeInfo) *rtype {
	t := &rtype{str: str, info: inf}
	madeTypes = append(madeTypes, t)
	if k := Kind(inf.kind & 0xff); k != Pointer && k != Func {
		inf.ptrTo = makeType("*"+str, &typeInfo{kind: uint32(Pointer) | kindDirect | kindComparable,
			size: unsafe.Sizeof(t), align: unsafe.Alignof(t), elem: t})
	}
	return t
}

func comparableFlag(ok bool) uint32 {
	if ok {
		return kindComparable
	}
	return 0
}

// SliceOf returns the slice type with element type t.
func SliceOf(t Type) Type {
	e := t.common()
	if s := findType(func(s *rtype) bool { return s.Kind() == Slice && s.info.elem == e }); s != nil {
		return s
	}
	var sl []byte
	return makeType("[]"+e.str, &typeInfo{kind: uint32(Slice), size: unsafe.Sizeof(sl),
		align: unsafe.Alignof(sl), elem: e})
}

// ArrayOf returns the array type with the given length and element type.
func ArrayOf(length int, elem Type) Type {
	e := elem.common()
	if length < 0 {
		panic("reflect: negative length passed to ArrayOf")
	}
	if a := findType(func(a *rtype) bool { return a.Kind() == Array && a.info.elem == e && a.info.len == length }); a != nil {
		return a
	}
	size := e.inf().size
	if size > 0 && uintptr(length) > ^uintptr(0)/size {
		panic("reflect.ArrayOf: array size would exceed virtual address space")
	}
	return makeType("["+itoa(length)+"]"+e.str, &typeInfo{kind: uint32(Array) | comparableFlag(e.Comparable()),
		size: size * uintptr(length), align: e.inf().align, elem: e, len: length})
}

// MapOf returns the map type with the given key and element types.
func MapOf(key, elem Type) Type {
	k, e := key.common(), elem.common()
	if !k.Comparable() {
		panic("reflect.MapOf: invalid key type " + k.str)
	}
	if m := findType(func(m *rtype) bool { return m.Kind() == Map && m.info.key == k && m.info.elem == e }); m != nil {
		return m
	}
	kh := (*mapType)(k.hash)
	if kh == nil {
		panic("reflect.MapOf: corogo cannot hash keys of type " + k.str + ", made at run time")
	}
	// the compiler's entry layout (src/codegen/cg_map.c): {uint32 hash, key, value}
	ka, va := k.inf().align, e.inf().align
	mt := &mapType{keySize: uint32(k.inf().size), valSize: uint32(e.inf().size), kind: kh.kind, nseg: kh.nseg, segs: kh.segs}
	if kh.kind == mapKeySegs {
		mt.ops = mapSegsOps()
	}
	mt.keyOff = uint32(alignUp(4, ka))
	mt.valOff = uint32(alignUp(uintptr(mt.keyOff)+k.inf().size, va))
	a := ka
	if va > a {
		a = va
	}
	if a < 4 {
		a = 4
	}
	mt.entrySize = uint32(alignUp(uintptr(mt.valOff)+e.inf().size, a))
	return makeType("map["+k.str+"]"+e.str, &typeInfo{kind: uint32(Map) | kindDirect,
		size: unsafe.Sizeof(mt), align: unsafe.Alignof(mt), key: k, elem: e, extra: unsafe.Pointer(mt)})
}

func alignUp(n, a uintptr) uintptr { return (n + a - 1) &^ (a - 1) }

// FuncOf returns the function type with the given argument and result types (variadic: the last
// argument, a slice, is ...). The program's own type when it has it, so that MakeFunc and
// Value.Call work on it; else a type made here, which describes the function type (String, In,
// Out, ...) but whose MakeFunc panics: corogo makes the caller of a func type at compile time.
func FuncOf(in, out []Type, variadic bool) Type {
	if variadic && (len(in) == 0 || in[len(in)-1].Kind() != Slice) {
		panic("reflect.FuncOf: last arg of variadic func must be slice")
	}
	ps := make([]*rtype, 0, len(in)+len(out))
	for _, t := range in {
		ps = append(ps, t.common())
	}
	for _, t := range out {
		ps = append(ps, t.common())
	}
	if len(ps) > 50 {
		panic("reflect.FuncOf does not support more than 50 arguments")
	}
	v := 0
	if variadic {
		v = 1
	}
	if f := findType(func(f *rtype) bool {
		if f.Kind() != Func || f.info.nfields != len(ps) || f.info.nout != len(out) || f.info.len != v {
			return false
		}
		for i, p := range ps {
			if f.param(i) != p {
				return false
			}
		}
		return true
	}); f != nil {
		return f
	}
	s := "func("
	for i, p := range ps[:len(in)] {
		if i > 0 {
			s += ", "
		}
		if variadic && i == len(in)-1 {
			s += "..." + p.inf().elem.str
		} else {
			s += p.str
		}
	}
	s += ")"
	if len(out) > 1 {
		s += " ("
	} else if len(out) == 1 {
		s += " "
	}
	for i, p := range ps[len(in):] {
		if i > 0 {
			s += ", "
		}
		s += p.str
	}
	if len(out) > 1 {
		s += ")"
	}
	var fields unsafe.Pointer
	if len(ps) > 0 {
		fields = unsafe.Pointer(&ps[0])
	}
	var fn func()
	return makeType(s, &typeInfo{kind: uint32(Func) | kindDirect, size: unsafe.Sizeof(fn), align: unsafe.Alignof(fn),
		fields: fields, nfields: len(ps), nout: len(out), len: v})
}

// ChanOf returns the channel type with the given direction and element type.
func ChanOf(dir ChanDir, t Type) Type {
	e := t.common()
	var s string
	switch dir {
	case SendDir:
		s = "chan<- " + e.str
	case RecvDir:
		s = "<-chan " + e.str
	case BothDir:
		if e.Kind() == Chan && ChanDir(e.inf().len) == RecvDir {
			s = "chan (" + e.str + ")"
		} else {
			s = "chan " + e.str
		}
	default:
		panic("reflect.ChanOf: invalid dir")
	}
	if c := findType(func(c *rtype) bool { return c.Kind() == Chan && c.info.elem == e && c.info.len == int(dir) }); c != nil {
		return c
	}
	var ch chan int
	return makeType(s, &typeInfo{kind: uint32(Chan) | kindDirect | kindComparable, size: unsafe.Sizeof(ch),
		align: unsafe.Alignof(ch), elem: e, len: int(dir)})
}

// ptrTo is PointerTo: the compiler describes *T beside every T but a pointer or func type; for
// those it does not look in the program's table (encoding/json and text/template call PointerTo,
// and the table would keep every descriptor of their programs), so *T of a pointer or func type T
// is a type made here even where the program has it
func ptrTo(e *rtype) *rtype {
	if p := e.inf().ptrTo; p != nil {
		return p
	}
	if p := findMade(func(p *rtype) bool { return p.Kind() == Pointer && p.info.elem == e }); p != nil {
		return p
	}
	return makeType("*"+e.str, &typeInfo{kind: uint32(Pointer) | kindDirect | kindComparable,
		size: unsafe.Sizeof(e), align: unsafe.Alignof(e), elem: e})
}

// StructOf returns the struct type containing fields (Go's checks of the fields and its panics;
// embedded fields promote no methods).
func StructOf(fields []StructField) Type {
	fs := make([]structField, len(fields))
	repr := "struct {"
	seen := map[string]bool{}
	off, align, comparable := uintptr(0), uintptr(1), true
	for i, f := range fields {
		if f.Name == "" {
			panic("reflect.StructOf: field " + itoa(i) + " has no name")
		}
		if !validFieldName(f.Name) {
			panic("reflect.StructOf: field " + itoa(i) + " has invalid name")
		}
		if f.Type == nil {
			panic("reflect.StructOf: field " + itoa(i) + " has no type")
		}
		if f.Anonymous && f.PkgPath != "" {
			panic("reflect.StructOf: field \"" + f.Name + "\" is anonymous but has PkgPath set")
		}
		if f.IsExported() {
			if c := f.Name[0]; 'a' <= c && c <= 'z' || c == '_' {
				panic("reflect.StructOf: field \"" + f.Name + "\" is unexported but missing PkgPath")
			}
		}
		ft := f.Type.common()
		if f.Anonymous && ft.Kind() == Pointer {
			if k := ft.inf().elem.Kind(); k == Pointer || k == Interface {
				panic("reflect.StructOf: illegal embedded field type " + ft.str)
			}
		}
		if seen[f.Name] && f.Name != "_" {
			panic("reflect.StructOf: duplicate field " + f.Name)
		}
		seen[f.Name] = true
		repr += " " + f.Name + " " + ft.str
		if f.Tag != "" {
			repr += " " + quote(string(f.Tag))
		}
		if i < len(fields)-1 {
			repr += ";"
		}
		a := ft.inf().align
		if a > align {
			align = a
		}
		off = alignUp(off, a)
		emb := 0
		if f.Anonymous {
			emb = 1
		}
		fs[i] = structField{name: f.Name, pkgPath: f.PkgPath, typ: ft, offset: off, embedded: emb, tag: string(f.Tag)}
		off += ft.inf().size
		comparable = comparable && ft.Comparable()
	}
	if len(fs) > 0 {
		repr += " "
	}
	repr += "}"
	same := func(s *rtype) bool {
		if s.Kind() != Struct || s.info.nfields != len(fs) {
			return false
		}
		for i := range fs {
			a, b := s.field(i), &fs[i]
			if a.name != b.name || a.pkgPath != b.pkgPath || a.typ != b.typ || a.embedded != b.embedded || a.tag != b.tag {
				return false
			}
		}
		return true
	}
	if s := findType(same); s != nil {
		return s
	}
	var fp unsafe.Pointer
	if len(fs) > 0 {
		fp = unsafe.Pointer(&fs[0])
	}
	return makeType(repr, &typeInfo{kind: uint32(Struct) | comparableFlag(comparable), size: alignUp(off, align),
		align: align, fields: fp, nfields: len(fs)})
}

// Go's rule for a field name: a letter or _, then letters, digits and _
func validFieldName(s string) bool {
	for i, c := range s {
		if !(c == '_' || 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c >= 0x80 || i > 0 && '0' <= c && c <= '9') {
			return false
		}
	}
	return len(s) > 0
}

// s in double quotes with Go's escapes of quotes, backslashes and control characters
func quote(s string) string {
	const hex = "0123456789abcdef"
	b := []byte{'"'}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		case c == '\n':
			b = append(b, '\\', 'n')
		case c == '\t':
			b = append(b, '\\', 't')
		case c < ' ' || c == 0x7f:
			b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}

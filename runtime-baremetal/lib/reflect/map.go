// Maps: the runtime's hash maps (rt_map.h) through //go:linkname: a map value is the address of
// an rt_map {count, type, table}; its entries hold the key at type.keyOff and the value at
// type.valOff. Keys go to the runtime by address, in a word-aligned copy.
package reflect

import "unsafe"

type mapType struct {
	keySize, valSize         uint32
	keyOff, valOff, entrySize uint32
	kind, nseg               uint32
	segs                     unsafe.Pointer
	ops                      unsafe.Pointer // a map type's: rt_map_segs_ops for segmented keys
}

// mapKeySegs: RT_MAPKEY_SEGS (rt_abi.h), keys hashed through rt_map_segs_ops (mapsegs.c)
const mapKeySegs = 2

//go:linkname mapSegsOps rt_map_segs
func mapSegsOps() unsafe.Pointer

type mapHeader struct {
	count int32
	typ   *mapType
	blk   unsafe.Pointer
}

type mapIter struct {
	m, blk unsafe.Pointer
	i      uint32
}

//go:linkname mapMake rt_map_make
func mapMake(t unsafe.Pointer, hint int32) unsafe.Pointer

//go:linkname mapLookup rt_map_lookup
func mapLookup(m, key unsafe.Pointer) unsafe.Pointer

//go:linkname mapAssign rt_map_assign
func mapAssign(m, key unsafe.Pointer) unsafe.Pointer

//go:linkname mapDelete rt_map_delete
func mapDelete(m, key unsafe.Pointer)

//go:linkname mapIterInit rt_map_iter_init
func mapIterInit(it *mapIter, m unsafe.Pointer)

//go:linkname mapIterNext rt_map_iter_next
func mapIterNext(it *mapIter) unsafe.Pointer

// MakeMap creates a new map with the specified type.
func MakeMap(typ Type) Value { return MakeMapWithSize(typ, 0) }

// MakeMapWithSize creates a new map with the specified type and room for about n elements.
func MakeMapWithSize(typ Type, n int) Value {
	if typ.Kind() != Map {
		panic("reflect.MakeMapWithSize of non-map type")
	}
	t := typ.common()
	return Value{t, mapMake(t.inf().extra, int32(n)), 0}
}

// copyAs: x (converted to t) in a word-aligned copy (a map key, a value sent on a channel)
func (x Value) copyAs(t *rtype, method string) unsafe.Pointer {
	p := rtAlloc(uint32(t.inf().size), 8)
	x.mustBeExported(method)
	x.storeAs(t, p, method)
	return p
}

// keyCopy: key (converted to the map's key type) in a word-aligned copy
func (v Value) keyCopy(key Value, method string) unsafe.Pointer {
	return key.copyAs(v.typ.inf().key, method)
}

// MapIndex returns the value associated with key in the map v (the zero Value when absent).
func (v Value) MapIndex(key Value) Value {
	v.mustBe(Map, "reflect.Value.MapIndex")
	p := mapLookup(v.word(), v.keyCopy(key, "reflect.Value.MapIndex"))
	if p == nil {
		return Value{}
	}
	return load(v.typ.inf().elem, p, v.fl|key.fl)
}

// SetMapIndex sets the element associated with key in the map v to elem; the zero Value as
// elem deletes the key.
func (v Value) SetMapIndex(key, elem Value) {
	v.mustBe(Map, "reflect.Value.SetMapIndex")
	v.mustBeExported("reflect.Value.SetMapIndex")
	k := v.keyCopy(key, "reflect.Value.SetMapIndex")
	if elem.typ == nil {
		mapDelete(v.word(), k)
		return
	}
	elem.mustBeExported("reflect.Value.SetMapIndex")
	et := v.typ.inf().elem
	if elem.typ != et && !elem.typ.AssignableTo(et) {
		panic("reflect.Value.SetMapIndex: value of type " + elem.typ.str + " is not assignable to type " + et.str)
	}
	if v.word() == nil {
		panic("assignment to entry in nil map")
	}
	elem.storeAs(et, mapAssign(v.word(), k), "reflect.Value.SetMapIndex")
}

func (v Value) entryKey(e unsafe.Pointer) Value {
	return load(v.typ.inf().key, unsafe.Add(e, (*mapHeader)(v.word()).typ.keyOff), v.fl)
}

func (v Value) entryValue(e unsafe.Pointer) Value {
	return load(v.typ.inf().elem, unsafe.Add(e, (*mapHeader)(v.word()).typ.valOff), v.fl)
}

// MapKeys returns a slice containing all the keys present in the map, in unspecified order.
func (v Value) MapKeys() []Value {
	v.mustBe(Map, "reflect.Value.MapKeys")
	keys := make([]Value, 0, v.Len())
	var it mapIter
	mapIterInit(&it, v.word())
	for e := mapIterNext(&it); e != nil; e = mapIterNext(&it) {
		keys = append(keys, v.entryKey(e))
	}
	return keys
}

// A MapIter is an iterator for ranging over a map (see Value.MapRange).
type MapIter struct {
	m     Value
	it    mapIter
	entry unsafe.Pointer
	done  bool
}

// MapRange returns a range iterator for a map.
func (v Value) MapRange() *MapIter {
	v.mustBe(Map, "reflect.Value.MapRange")
	r := &MapIter{m: v}
	mapIterInit(&r.it, v.word())
	return r
}

// Next advances the map iterator and reports whether there is another entry.
func (it *MapIter) Next() bool {
	if it.done {
		panic("MapIter.Next called on exhausted iterator")
	}
	it.entry = mapIterNext(&it.it)
	if it.entry == nil {
		it.done = true
		return false
	}
	return true
}

// Key returns the key of the iterator's current map entry.
func (it *MapIter) Key() Value {
	if it.entry == nil {
		panic("MapIter.Key called before Next")
	}
	return it.m.entryKey(it.entry)
}

// Value returns the value of the iterator's current map entry.
func (it *MapIter) Value() Value {
	if it.entry == nil {
		panic("MapIter.Value called before Next")
	}
	return it.m.entryValue(it.entry)
}

// Reset modifies it to iterate over v.
func (it *MapIter) Reset(v Value) {
	*it = MapIter{m: v}
	if v.IsValid() {
		v.mustBe(Map, "reflect.MapIter.Reset")
		mapIterInit(&it.it, v.word())
	}
}

// MapRange and MapIter (what Go's internal/fmtsort, and so fmt, use to print maps), over the
// runtime's map iterator (runtime-baremetal/map.c: rt_map_iter_init/next, an entry's key and value
// at its map type's key_off and val_off). Added by the fmt work; reflect's own map API (MapKeys,
// MapIndex, SetMapIndex, MakeMap) may take its place.
package reflect

import "unsafe"

// the runtime's rt_map_iter (rt_map.h: RT_MAP_ITER_SIZE)
type mapIterState struct {
	m   unsafe.Pointer
	blk unsafe.Pointer
	i   uint32
}

// the runtime's rt_maptype, as far as an entry's layout
type mapType struct {
	keySize, valSize uint32
	keyOff, valOff   uint32
}

//go:linkname mapIterInit rt_map_iter_init
//go:noescape
func mapIterInit(it *mapIterState, m unsafe.Pointer)

//go:linkname mapIterNext rt_map_iter_next
//go:noescape
func mapIterNext(it *mapIterState) unsafe.Pointer

// A MapIter is an iterator for ranging over a map (see Value.MapRange).
type MapIter struct {
	m     Value
	st    mapIterState
	entry unsafe.Pointer
	began bool
}

// MapRange returns a range iterator for the map v (it panics if v's Kind is not Map).
func (v Value) MapRange() *MapIter {
	if v.kind() != Map {
		panic(&ValueError{"reflect.Value.MapRange", v.kind()})
	}
	return &MapIter{m: v}
}

// Next advances the iterator and reports whether there is another entry (false at the end).
func (it *MapIter) Next() bool {
	if !it.m.IsValid() {
		panic("MapIter.Next called on an iterator that does not have an associated map Value")
	}
	if !it.began {
		it.began = true
		mapIterInit(&it.st, it.m.word())
	} else if it.entry == nil {
		panic("MapIter.Next called on exhausted iterator")
	}
	it.entry = mapIterNext(&it.st)
	return it.entry != nil
}

// Reset makes it iterate over v (the zero Value: no map).
func (it *MapIter) Reset(v Value) {
	if v.IsValid() && v.kind() != Map {
		panic(&ValueError{"reflect.MapIter.Reset", v.kind()})
	}
	*it = MapIter{m: v}
}

func (it *MapIter) layout() *mapType {
	if it.entry == nil {
		panic("MapIter.Key called before Next")
	}
	return *(**mapType)(unsafe.Add(it.m.word(), 4)) // rt_map's type, after its count
}

// Key returns the key of the iterator's current entry.
func (it *MapIter) Key() Value {
	l := it.layout()
	return load(it.m.typ.inf().key, unsafe.Add(it.entry, l.keyOff), it.m.fl)
}

// Value returns the value of the iterator's current entry.
func (it *MapIter) Value() Value {
	l := it.layout()
	return load(it.m.typ.inf().elem, unsafe.Add(it.entry, l.valOff), it.m.fl)
}

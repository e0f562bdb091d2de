// Package atomic is corogo's sync/atomic: 32- and 64-bit operations that are atomic against
// interrupt handlers on both CPUs (runtime-baremetal/atomic.c masks interrupts around each one,
// 64-bit loads and stores too), the types Int32, Uint32, Int64, Uint64 and Bool, and the generic
// Pointer[T], and Value.
package atomic

import "unsafe"

//go:linkname AddInt32 rt_atomic_add32
//go:noescape
func AddInt32(addr *int32, delta int32) int32

//go:linkname AddUint32 rt_atomic_add32
//go:noescape
func AddUint32(addr *uint32, delta uint32) uint32

//go:linkname LoadInt32 rt_atomic_load32
//go:noescape
func LoadInt32(addr *int32) int32

//go:linkname LoadUint32 rt_atomic_load32
//go:noescape
func LoadUint32(addr *uint32) uint32

//go:linkname StoreInt32 rt_atomic_store32
//go:noescape
func StoreInt32(addr *int32, val int32)

//go:linkname StoreUint32 rt_atomic_store32
//go:noescape
func StoreUint32(addr *uint32, val uint32)

//go:linkname SwapInt32 rt_atomic_swap32
//go:noescape
func SwapInt32(addr *int32, val int32) int32

//go:linkname SwapUint32 rt_atomic_swap32
//go:noescape
func SwapUint32(addr *uint32, val uint32) uint32

//go:linkname CompareAndSwapInt32 rt_atomic_cas32
//go:noescape
func CompareAndSwapInt32(addr *int32, old, val int32) bool

//go:linkname CompareAndSwapUint32 rt_atomic_cas32
//go:noescape
func CompareAndSwapUint32(addr *uint32, old, val uint32) bool

//go:linkname AddInt64 rt_atomic_add64
func AddInt64(addr *int64, delta int64) int64

//go:linkname AddUint64 rt_atomic_add64
func AddUint64(addr *uint64, delta uint64) uint64

//go:linkname LoadInt64 rt_atomic_load64
func LoadInt64(addr *int64) int64

//go:linkname LoadUint64 rt_atomic_load64
func LoadUint64(addr *uint64) uint64

//go:linkname StoreInt64 rt_atomic_store64
func StoreInt64(addr *int64, val int64)

//go:linkname StoreUint64 rt_atomic_store64
func StoreUint64(addr *uint64, val uint64)

//go:linkname SwapInt64 rt_atomic_swap64
func SwapInt64(addr *int64, val int64) int64

//go:linkname SwapUint64 rt_atomic_swap64
func SwapUint64(addr *uint64, val uint64) uint64

//go:linkname CompareAndSwapInt64 rt_atomic_cas64
func CompareAndSwapInt64(addr *int64, old, val int64) bool

//go:linkname CompareAndSwapUint64 rt_atomic_cas64
func CompareAndSwapUint64(addr *uint64, old, val uint64) bool

// An Int32 is an atomic int32; the zero value is zero.
type Int32 struct {
	v int32
}

func (x *Int32) Load() int32                        { return LoadInt32(&x.v) }
func (x *Int32) Store(val int32)                    { StoreInt32(&x.v, val) }
func (x *Int32) Swap(val int32) int32               { return SwapInt32(&x.v, val) }
func (x *Int32) Add(delta int32) int32              { return AddInt32(&x.v, delta) }
func (x *Int32) CompareAndSwap(old, val int32) bool { return CompareAndSwapInt32(&x.v, old, val) }

// A Uint32 is an atomic uint32; the zero value is zero.
type Uint32 struct {
	v uint32
}

func (x *Uint32) Load() uint32                        { return LoadUint32(&x.v) }
func (x *Uint32) Store(val uint32)                    { StoreUint32(&x.v, val) }
func (x *Uint32) Swap(val uint32) uint32              { return SwapUint32(&x.v, val) }
func (x *Uint32) Add(delta uint32) uint32             { return AddUint32(&x.v, delta) }
func (x *Uint32) CompareAndSwap(old, val uint32) bool { return CompareAndSwapUint32(&x.v, old, val) }

// An Int64 is an atomic int64; the zero value is zero.
type Int64 struct {
	v int64
}

func (x *Int64) Load() int64                        { return LoadInt64(&x.v) }
func (x *Int64) Store(val int64)                    { StoreInt64(&x.v, val) }
func (x *Int64) Swap(val int64) int64               { return SwapInt64(&x.v, val) }
func (x *Int64) Add(delta int64) int64              { return AddInt64(&x.v, delta) }
func (x *Int64) CompareAndSwap(old, val int64) bool { return CompareAndSwapInt64(&x.v, old, val) }

// A Uint64 is an atomic uint64; the zero value is zero.
type Uint64 struct {
	v uint64
}

func (x *Uint64) Load() uint64                        { return LoadUint64(&x.v) }
func (x *Uint64) Store(val uint64)                    { StoreUint64(&x.v, val) }
func (x *Uint64) Swap(val uint64) uint64              { return SwapUint64(&x.v, val) }
func (x *Uint64) Add(delta uint64) uint64             { return AddUint64(&x.v, delta) }
func (x *Uint64) CompareAndSwap(old, val uint64) bool { return CompareAndSwapUint64(&x.v, old, val) }

// A Bool is an atomic bool; the zero value is false.
type Bool struct {
	v uint32
}

func b32(b bool) uint32 {
	if b {
		return 1
	}
	return 0
}

func (x *Bool) Load() bool         { return LoadUint32(&x.v) != 0 }
func (x *Bool) Store(val bool)     { StoreUint32(&x.v, b32(val)) }
func (x *Bool) Swap(val bool) bool { return SwapUint32(&x.v, b32(val)) != 0 }
func (x *Bool) CompareAndSwap(old, val bool) bool {
	return CompareAndSwapUint32(&x.v, b32(old), b32(val))
}

// A Pointer is an atomic pointer of type *T; the zero value is a nil *T. It is ordinary generic
// Go: every instance's methods call the runtime's pointer-word atomics (a pointer is one aligned
// word whatever it points to) through LoadPointer and its siblings below.
type Pointer[T any] struct {
	v *T
}

func (x *Pointer[T]) addr() *unsafe.Pointer { return (*unsafe.Pointer)(unsafe.Pointer(&x.v)) }

func (x *Pointer[T]) Load() *T     { return (*T)(LoadPointer(x.addr())) }
func (x *Pointer[T]) Store(val *T) { StorePointer(x.addr(), unsafe.Pointer(val)) }
func (x *Pointer[T]) Swap(new *T) (old *T) {
	return (*T)(SwapPointer(x.addr(), unsafe.Pointer(new)))
}
func (x *Pointer[T]) CompareAndSwap(old, new *T) (swapped bool) {
	return CompareAndSwapPointer(x.addr(), unsafe.Pointer(old), unsafe.Pointer(new))
}

//go:linkname LoadPointer rt_atomic_loadp
//go:noescape
func LoadPointer(addr *unsafe.Pointer) unsafe.Pointer

//go:linkname StorePointer rt_atomic_storep
func StorePointer(addr *unsafe.Pointer, val unsafe.Pointer)

//go:linkname SwapPointer rt_atomic_swapp
func SwapPointer(addr *unsafe.Pointer, new unsafe.Pointer) unsafe.Pointer

//go:linkname CompareAndSwapPointer rt_atomic_casp
func CompareAndSwapPointer(addr *unsafe.Pointer, old, new unsafe.Pointer) bool

// A Value holds one value of a consistent type, loaded and stored atomically; the zero value
// holds nothing (Load returns nil). It holds a pointer to a box of the interface value, replaced
// whole by the pointer-word atomics above, so that an interrupt handler never sees half of an
// interface (two words).
type Value struct {
	v *box
}

type box struct {
	v any
}

// the type word of an interface value (corogo's interfaces are a type and a data word)
func typeOf(v any) unsafe.Pointer {
	return (*[2]unsafe.Pointer)(unsafe.Pointer(&v))[0]
}

// Load returns the value of the last Store, or nil when there was none.
func (x *Value) Load() (val any) {
	b := loadBox(&x.v)
	if b == nil {
		return nil
	}
	return b.v
}

// Store sets the value to val; every value stored in one Value has the same type.
func (x *Value) Store(val any) {
	if val == nil {
		panic("sync/atomic: store of nil value into Value")
	}
	if b := loadBox(&x.v); b != nil && typeOf(b.v) != typeOf(val) {
		panic("sync/atomic: store of inconsistently typed value into Value")
	}
	storeBox(&x.v, &box{val})
}

// Swap stores new and returns the previous value (nil when there was none).
func (x *Value) Swap(new any) (old any) {
	if new == nil {
		panic("sync/atomic: swap of nil value into Value")
	}
	if b := loadBox(&x.v); b != nil && typeOf(b.v) != typeOf(new) {
		panic("sync/atomic: swap of inconsistently typed value into Value")
	}
	b := swapBox(&x.v, &box{new})
	if b == nil {
		return nil
	}
	return b.v
}

// CompareAndSwap stores new if the value is old (an uncomparable old panics, as == does).
func (x *Value) CompareAndSwap(old, new any) (swapped bool) {
	if new == nil {
		panic("sync/atomic: compare and swap of nil value into Value")
	}
	if old != nil && typeOf(old) != typeOf(new) {
		panic("sync/atomic: compare and swap of inconsistently typed values")
	}
	b := loadBox(&x.v)
	if b == nil {
		if old != nil {
			return false
		}
		return casBox(&x.v, nil, &box{new})
	}
	if typeOf(b.v) != typeOf(new) {
		panic("sync/atomic: compare and swap of inconsistently typed value into Value")
	}
	if b.v != old {
		return false
	}
	return casBox(&x.v, b, &box{new})
}

//go:linkname loadBox rt_atomic_loadp
//go:noescape
func loadBox(addr **box) *box

//go:linkname storeBox rt_atomic_storep
func storeBox(addr **box, val *box)

//go:linkname swapBox rt_atomic_swapp
func swapBox(addr **box, new *box) *box

//go:linkname casBox rt_atomic_casp
func casBox(addr **box, old, new *box) bool

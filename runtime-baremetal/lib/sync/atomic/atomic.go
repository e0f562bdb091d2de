// Package atomic is corogo's sync/atomic: 32-bit operations that are atomic against interrupt
// handlers on both CPUs (runtime-baremetal/atomic.c masks interrupts around each one), and the
// types Int32, Uint32 and Bool. 64-bit operations and Pointer[T] (generics) are not here yet.
package atomic

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

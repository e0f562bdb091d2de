// Package volatile is TinyGo's runtime/volatile: memory-mapped registers read and written with
// loads and stores the compiler keeps, one per access, in program order. Register8/16/32 hold one
// register (Get, Set, SetBits, ClearBits, HasBits, ReplaceBits); corogo has no unsafe.Pointer yet,
// so a register at a fixed address is named with Register32At(addr) (and 8, 16), a pointer to it.
// The loads and stores are runtime functions (runtime-baremetal/volatile.c) bound by //go:linkname.
package volatile

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

//go:linkname LoadUint8 rt_volatile_load8
//go:noescape
func LoadUint8(addr *uint8) uint8

//go:linkname LoadUint16 rt_volatile_load16
//go:noescape
func LoadUint16(addr *uint16) uint16

//go:linkname LoadUint32 rt_volatile_load32
//go:noescape
func LoadUint32(addr *uint32) uint32

//go:linkname StoreUint8 rt_volatile_store8
//go:noescape
func StoreUint8(addr *uint8, val uint8)

//go:linkname StoreUint16 rt_volatile_store16
//go:noescape
func StoreUint16(addr *uint16, val uint16)

//go:linkname StoreUint32 rt_volatile_store32
//go:noescape
func StoreUint32(addr *uint32, val uint32)

// Register8 is an 8-bit register.
type Register8 struct{ Reg uint8 }

// Register16 is a 16-bit register.
type Register16 struct{ Reg uint16 }

// Register32 is a 32-bit register.
type Register32 struct{ Reg uint32 }

// Register8At is the 8-bit register at addr.
//
//go:linkname Register8At rt_mmio
func Register8At(addr uintptr) *Register8

// Register16At is the 16-bit register at addr.
//
//go:linkname Register16At rt_mmio
func Register16At(addr uintptr) *Register16

// Register32At is the 32-bit register at addr.
//
//go:linkname Register32At rt_mmio
func Register32At(addr uintptr) *Register32

func (r *Register8) Get() uint8               { return LoadUint8(&r.Reg) }
func (r *Register8) Set(value uint8)          { StoreUint8(&r.Reg, value) }
func (r *Register8) SetBits(value uint8)      { r.Set(r.Get() | value) }
func (r *Register8) ClearBits(value uint8)    { r.Set(r.Get() &^ value) }
func (r *Register8) HasBits(value uint8) bool { return r.Get()&value != 0 }

// ReplaceBits puts value into the mask-wide field at bit pos, leaving the other bits.
func (r *Register8) ReplaceBits(value, mask uint8, pos uint8) {
	r.Set(r.Get()&^(mask<<pos) | (value&mask)<<pos)
}

func (r *Register16) Get() uint16               { return LoadUint16(&r.Reg) }
func (r *Register16) Set(value uint16)          { StoreUint16(&r.Reg, value) }
func (r *Register16) SetBits(value uint16)      { r.Set(r.Get() | value) }
func (r *Register16) ClearBits(value uint16)    { r.Set(r.Get() &^ value) }
func (r *Register16) HasBits(value uint16) bool { return r.Get()&value != 0 }

func (r *Register16) ReplaceBits(value, mask uint16, pos uint8) {
	r.Set(r.Get()&^(mask<<pos) | (value&mask)<<pos)
}

func (r *Register32) Get() uint32               { return LoadUint32(&r.Reg) }
func (r *Register32) Set(value uint32)          { StoreUint32(&r.Reg, value) }
func (r *Register32) SetBits(value uint32)      { r.Set(r.Get() | value) }
func (r *Register32) ClearBits(value uint32)    { r.Set(r.Get() &^ value) }
func (r *Register32) HasBits(value uint32) bool { return r.Get()&value != 0 }

func (r *Register32) ReplaceBits(value, mask uint32, pos uint8) {
	r.Set(r.Get()&^(mask<<pos) | (value&mask)<<pos)
}

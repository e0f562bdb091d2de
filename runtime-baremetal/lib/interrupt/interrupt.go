// Package interrupt connects interrupt handlers (//corogo:interrupt N functions, or TinyGo's
// interrupt.New) to goroutines: a handler calls Notify on a Signal, a goroutine blocked in Wait
// resumes. The methods call runtime functions bound by //go:linkname (compiler intrinsics,
// docs/language.md); Wait is a suspend point.
package interrupt

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// A Signal counts notifications from a handler; its layout is the runtime's rt_signal.
type Signal struct {
	count, drops uint32
	head, tail   uintptr
}

//go:linkname signalNotify rt_signal_notify_from_isr
func signalNotify(s *Signal)

//go:linkname signalWait rt_signal_wait_block
func signalWait(s *Signal)

//go:linkname signalPending rt_signal_pending
func signalPending(s *Signal) int

//go:linkname signalDrops rt_signal_drops
func signalDrops(s *Signal) int

// Notify records one event and wakes the waiter (callable from a handler).
func (s *Signal) Notify() { signalNotify(s) }

// Wait blocks until an event is pending and consumes it.
func (s *Signal) Wait() { signalWait(s) }

func (s *Signal) Pending() int { return signalPending(s) }
func (s *Signal) Drops() int   { return signalDrops(s) }

//go:linkname Enable rt_interrupt_enable
func Enable(irq int)

//go:linkname Disable rt_interrupt_disable
func Disable(irq int)

//go:linkname SetPriority rt_interrupt_set_priority
func SetPriority(irq, priority int)

// An Interrupt is a device interrupt by its number, as TinyGo's interrupt.New returns it.
type Interrupt struct {
	num int
}

// New makes handler IRQ id's handler, as //corogo:interrupt id does: id must be a constant and
// handler a function, or a function literal that captures nothing (the compiler binds it at
// compile time, src/check/check_call.c); the handler is called with the Interrupt, in interrupt
// context (it must not block). The interrupt stays disabled until Enable.
func New(id int, handler func(Interrupt)) Interrupt { return Interrupt{id} }

// Enable enables the interrupt (its priority as SetPriority left it).
func (i Interrupt) Enable() { Enable(i.num) }

// Disable disables it.
func (i Interrupt) Disable() { Disable(i.num) }

// SetPriority sets its priority, TinyGo's 8-bit scale (0 the most urgent): the top 3 bits count.
func (i Interrupt) SetPriority(priority uint8) { SetPriority(i.num, int(priority>>5)) }

// Channels: MakeChan, Value.Send/Recv/TrySend/TryRecv/Close and Select over the runtime's channels
// (rt_chan.h). A channel value is the address of an rt_chan; values go in and out through a
// word-aligned copy of the element. Send, Recv and a Select without a default case block as the
// statements do: each calls a blocking intrinsic (src/check/packages.c) whose prepare form
// registers the goroutine with the channel and suspends it (the waiter, or the select's state, in
// the caller's frame), so the reflect functions that reach them are suspend points like a channel
// statement, and sync code (main) runs the other goroutines meanwhile. TrySend, TryRecv and a
// Select with a default never block.
package reflect

import "unsafe"

// chanWaiter is the runtime's rt_chan_waiter (RT_CHAN_WAITER_SIZE bytes)
type chanWaiter struct {
	_ [6]uintptr
}

// selectCase is rt_select_case: the channel (nil: never ready), the value sent or where a received
// one goes, the direction (0 receive, 1 send) and the case's waiter
type selectCase struct {
	c, val unsafe.Pointer
	dir    uint8
	w      chanWaiter
}

// rtSelect is rt_select: the cases, their count and the one that completed
type rtSelect struct {
	cases unsafe.Pointer
	n     uint16
	fired int16
}

//go:linkname chanMake rt_chan_make
func chanMake(elemSize, n uint32) unsafe.Pointer

//go:linkname chanSend rt_reflect_send_block
//go:noescape
func chanSend(c, val unsafe.Pointer, w *chanWaiter)

//go:linkname chanSendFinish rt_chan_send_finish
//go:noescape
func chanSendFinish(w *chanWaiter)

//go:linkname chanRecv rt_reflect_recv_block
//go:noescape
func chanRecv(c, val unsafe.Pointer, w *chanWaiter)

//go:linkname waiterOK rt_reflect_waiter_ok
//go:noescape
func waiterOK(w *chanWaiter) bool

//go:linkname chanTrySend rt_chan_try_send_from_isr
func chanTrySend(c, val unsafe.Pointer) bool

//go:linkname chanTryRecv rt_chan_try_recv_from_isr
//go:noescape
func chanTryRecv(c, val unsafe.Pointer, ok *bool) bool

//go:linkname chanClose rt_chan_close_from_isr
func chanClose(c unsafe.Pointer)

//go:linkname selectWait rt_reflect_select_block
//go:noescape
func selectWait(s *rtSelect, cases unsafe.Pointer, n int)

//go:linkname selectFinish rt_select_finish
//go:noescape
func selectFinish(s *rtSelect) int

//go:linkname selectTry rt_reflect_select_try
func selectTry(cases unsafe.Pointer, n int) int

// MakeChan creates a new channel with the specified type and buffer size.
func MakeChan(typ Type, buffer int) Value {
	if typ.Kind() != Chan {
		panic("reflect.MakeChan of non-chan type")
	}
	if buffer < 0 {
		panic("reflect.MakeChan: negative buffer size")
	}
	t := typ.common()
	if ChanDir(t.inf().len) != BothDir {
		panic("reflect.MakeChan: unidirectional channel type")
	}
	return Value{t, chanMake(uint32(t.inf().elem.inf().size), uint32(buffer)), 0}
}

// elemCopy: x (converted to the channel's element type) in a word-aligned copy
func (v Value) elemCopy(x Value, method string) unsafe.Pointer {
	return x.copyAs(v.typ.inf().elem, method)
}

// received is the Value of the element received into p
func (v Value) received(p unsafe.Pointer) Value {
	et := v.typ.inf().elem
	if et.direct() {
		return load(et, p, 0)
	}
	return Value{et, p, flagIndir}
}

func (v Value) mustSend(method string) {
	v.mustBe(Chan, method)
	v.mustBeExported(method)
	if ChanDir(v.typ.inf().len)&SendDir == 0 {
		panic("reflect: send on recv-only channel")
	}
}

func (v Value) mustRecv(method string) {
	v.mustBe(Chan, method)
	v.mustBeExported(method)
	if ChanDir(v.typ.inf().len)&RecvDir == 0 {
		panic("reflect: recv on send-only channel")
	}
}

// Send sends x on the channel v, blocking until it is taken or buffered (a suspend point).
func (v Value) Send(x Value) {
	v.mustSend("reflect.Value.Send")
	p := v.elemCopy(x, "reflect.Value.Send")
	var w chanWaiter
	chanSend(v.word(), p, &w)
	chanSendFinish(&w)
}

// Recv receives a value from the channel v, blocking until one is there (a suspend point); ok is
// false when the channel is closed (x is then the element type's zero value).
func (v Value) Recv() (x Value, ok bool) {
	v.mustRecv("reflect.Value.Recv")
	p := rtAlloc(uint32(v.typ.inf().elem.inf().size), 8)
	var w chanWaiter
	chanRecv(v.word(), p, &w)
	return v.received(p), waiterOK(&w)
}

// TrySend sends x on the channel v if that does not block, and reports whether it was sent.
func (v Value) TrySend(x Value) bool {
	v.mustSend("reflect.Value.TrySend")
	return chanTrySend(v.word(), v.elemCopy(x, "reflect.Value.TrySend"))
}

// TryRecv receives a value from the channel v if that does not block: x is the zero Value when
// it would; ok is false when it would or when the channel is closed.
func (v Value) TryRecv() (x Value, ok bool) {
	v.mustRecv("reflect.Value.TryRecv")
	p := rtAlloc(uint32(v.typ.inf().elem.inf().size), 8)
	var got bool
	if !chanTryRecv(v.word(), p, &got) {
		return Value{}, false
	}
	return v.received(p), got
}

// Close closes the channel v.
func (v Value) Close() {
	v.mustBe(Chan, "reflect.Value.Close")
	v.mustBeExported("reflect.Value.Close")
	chanClose(v.word())
}

// mustSelect: ch is a channel a select case may use in direction dir (else the panic msg)
func (ch Value) mustSelect(dir ChanDir, msg string) {
	ch.mustBe(Chan, "reflect.Select")
	ch.mustBeExported("reflect.Select")
	if ChanDir(ch.typ.inf().len)&dir == 0 {
		panic(msg)
	}
}

// A SelectDir describes the communication direction of a select case.
type SelectDir int

const (
	_             SelectDir = iota
	SelectSend              // case Chan <- Send
	SelectRecv              // case <-Chan:
	SelectDefault           // default
)

// A SelectCase describes a single case in a select operation: Dir, the channel (the zero Value
// or a nil channel: the case is never ready) and for a send the value.
type SelectCase struct {
	Dir  SelectDir
	Chan Value
	Send Value
}

// Select executes a select operation described by the list of cases: like Go's select statement
// it blocks until at least one case can proceed (a suspend point, unless there is a default
// case), makes a uniformly random choice among the ready ones, and returns the chosen case's
// index and for a receive the value and whether one was received (false: the channel is closed).
func Select(cases []SelectCase) (chosen int, recv Value, recvOK bool) {
	if len(cases) > 65536 {
		panic("reflect.Select: too many cases (max 65536)")
	}
	rc := make([]selectCase, 0, len(cases))
	index := make([]int, 0, len(cases)) // the SelectCase of each runtime case
	dflt := -1
	for i, c := range cases {
		var k selectCase
		switch c.Dir {
		default:
			panic("reflect.Select: invalid Dir")
		case SelectDefault:
			if dflt >= 0 {
				panic("reflect.Select: multiple default cases")
			}
			if c.Chan.IsValid() {
				panic("reflect.Select: default case has Chan value")
			}
			if c.Send.IsValid() {
				panic("reflect.Select: default case has Send value")
			}
			dflt = i
			continue
		case SelectSend:
			ch := c.Chan
			if ch.IsValid() {
				ch.mustSelect(SendDir, "reflect.Select: SendDir case using recv-only channel")
				if !c.Send.IsValid() {
					panic("reflect.Select: SendDir case missing Send value")
				}
				k.c = ch.word()
				k.val = ch.elemCopy(c.Send, "reflect.Select")
			}
			k.dir = 1
		case SelectRecv:
			if c.Send.IsValid() {
				panic("reflect.Select: RecvDir case has Send value")
			}
			ch := c.Chan
			if ch.IsValid() {
				ch.mustSelect(RecvDir, "reflect.Select: RecvDir case using send-only channel")
				k.c = ch.word()
				k.val = rtAlloc(uint32(ch.typ.inf().elem.inf().size), 8)
			}
		}
		rc = append(rc, k)
		index = append(index, i)
	}
	var base unsafe.Pointer
	if len(rc) > 0 {
		base = unsafe.Pointer(&rc[0])
	}
	var r int
	if dflt >= 0 {
		if r = selectTry(base, len(rc)); r < 0 {
			return dflt, Value{}, false
		}
	} else {
		var s rtSelect
		selectWait(&s, base, len(rc))
		r = selectFinish(&s)
	}
	chosen = index[r]
	if cases[chosen].Dir == SelectRecv {
		recv = cases[chosen].Chan.received(rc[r].val)
		recvOK = waiterOK(&rc[r].w)
	}
	return chosen, recv, recvOK
}

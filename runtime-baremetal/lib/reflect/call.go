// Calls: Value.Call through the compiler's caller of the func type (rt_typeinfo's call: the
// parameters laid out in a memory block, each at the next multiple of its alignment, the callee
// reached through its func value's sync entry, the results read back from a second block) and
// Value.Method, a func value bound to the receiver (a record {bind, nil, data word}).
package reflect

import "unsafe"

// block lays ts out in memory: each one's offset and the total size
func block(ts []*rtype) ([]uintptr, uintptr) {
	offs := make([]uintptr, len(ts))
	off := uintptr(0)
	for i, t := range ts {
		a := t.inf().align
		off = (off + a - 1) &^ (a - 1)
		offs[i] = off
		off += t.inf().size
	}
	return offs, off
}

// frame is how a call of a func type lays out its parameters and results in memory
type frame struct {
	pts, rts     []*rtype
	aoffs, roffs []uintptr
	asize, rsize uintptr
}

func frameOf(t *rtype) *frame {
	nin, nout := t.NumIn(), t.inf().nout
	f := &frame{pts: make([]*rtype, nin), rts: make([]*rtype, nout)}
	for i := range f.pts {
		f.pts[i] = t.param(i)
	}
	for i := range f.rts {
		f.rts[i] = t.param(nin + i)
	}
	f.aoffs, f.asize = block(f.pts)
	f.roffs, f.rsize = block(f.rts)
	return f
}

// Call calls the function v with the input arguments in and returns its results as Values
// (a variadic function's extra arguments are packed into a slice, as Go's Call does).
func (v Value) Call(in []Value) []Value {
	v.mustBe(Func, "reflect.Value.Call")
	v.mustBeExported("reflect.Value.Call")
	return v.call("Call", in)
}

// CallSlice calls the variadic function v with the input arguments in, the last of which is
// the slice of the variadic parameter's values.
func (v Value) CallSlice(in []Value) []Value {
	v.mustBe(Func, "reflect.Value.CallSlice")
	v.mustBeExported("reflect.Value.CallSlice")
	return v.call("CallSlice", in)
}

func (v Value) call(op string, in []Value) []Value {
	fv := v.word()
	if fv == nil {
		panic("reflect.Value.Call: call of nil function")
	}
	t := v.typ
	nin, nout := t.NumIn(), t.inf().nout
	if op == "CallSlice" {
		if !t.IsVariadic() {
			panic("reflect: CallSlice of non-variadic function")
		}
		if len(in) < nin {
			panic("reflect: CallSlice with too few input arguments")
		}
		if len(in) > nin {
			panic("reflect: CallSlice with too many input arguments")
		}
	} else if t.IsVariadic() {
		if len(in) < nin-1 {
			panic("reflect: Call with too few input arguments")
		}
		st := t.param(nin - 1)
		extra := MakeSlice(st, 0, len(in)-(nin-1))
		extra = Append(extra, in[nin-1:]...)
		in = append(in[:nin-1:nin-1], extra)
	} else if len(in) < nin {
		panic("reflect: Call with too few input arguments")
	} else if len(in) > nin {
		panic("reflect: Call with too many input arguments")
	}
	f := frameOf(t)
	pts, rts, aoffs, roffs, asize, rsize := f.pts, f.rts, f.aoffs, f.roffs, f.asize, f.rsize
	args := rtAlloc(uint32(asize), 8)
	res := rtAlloc(uint32(rsize), 8)
	for i, x := range in {
		x.mustBeExported("reflect.Value." + op)
		if x.typ == nil {
			panic("reflect: " + op + " using zero Value argument")
		}
		if x.typ != pts[i] && !x.typ.AssignableTo(pts[i]) {
			panic("reflect: " + op + " using " + x.typ.str + " as type " + pts[i].str)
		}
		x.storeAs(pts[i], unsafe.Add(args, aoffs[i]), "reflect.Value."+op)
	}
	caller := *(*func(fv, args, res unsafe.Pointer))(unsafe.Pointer(&t.inf().call))
	recoverForward(unsafe.Pointer(&methodFuncMark), funcEntry(caller)) // a method's Func deferred
	caller(fv, args, res)
	out := make([]Value, nout)
	for i, rt := range rts {
		out[i] = load(rt, unsafe.Add(res, roffs[i]), 0)
	}
	return out
}

// exported method i of t (an interface's: its i-th method)
func (t *rtype) exportedMethod(i int) *imethod {
	k := 0
	for j := 0; j < t.inf().nmethods; j++ {
		m := t.method(j)
		if m.pkgPath != "" && t.Kind() != Interface {
			continue
		}
		if k == i {
			return m
		}
		k++
	}
	panic("reflect: Method index out of range")
}

// Method returns a function value corresponding to v's i'th method (its receiver bound).
func (v Value) Method(i int) Value {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Method", Invalid})
	}
	if v.fl&flagRO != 0 {
		panic("reflect: Method on value obtained using unexported field")
	}
	m := v.typ.exportedMethod(i)
	if v.kind() == Interface {
		if v.IsNil() {
			panic("reflect: Method on nil interface value")
		}
		return v.Elem().MethodByName(m.name)
	}
	if m.bind == nil {
		panic("reflect: corogo cannot bind method " + m.name + " of " + v.typ.str)
	}
	rec := (*[3]unsafe.Pointer)(rtAlloc(12, 4))
	rec[0] = m.bind
	rec[2] = v.pack().word
	return Value{m.typ, unsafe.Pointer(rec), 0}
}

// MethodByName returns a function value corresponding to the method of v with the given name
// (the zero Value when there is none).
func (v Value) MethodByName(name string) Value {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.MethodByName", Invalid})
	}
	for i := 0; i < v.typ.NumMethod(); i++ {
		if v.typ.exportedMethod(i).name == name {
			return v.Method(i)
		}
	}
	return Value{}
}

// A deferred func value that may call recover() is armed for the function its thunk calls; the
// Go code between a func value made here and the Go function it runs passes the arm on from the
// entry it is (self) to the one it calls (runtime-baremetal/defer.c).
//
//go:linkname recoverForward rt_recover_forward
func recoverForward(self, target unsafe.Pointer)

// funcEntry is the sync entry a call of f reaches (the first word of its record)
func funcEntry[F any](f F) unsafe.Pointer {
	return **(**unsafe.Pointer)(unsafe.Pointer(&f))
}

// methodFuncMark stands for Value.Call between a method's Func (Type.Method) and the method
var methodFuncMark byte

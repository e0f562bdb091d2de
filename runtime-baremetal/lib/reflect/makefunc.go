// MakeFunc: a func value of any func type whose calls run a Go function over []Value. The record
// MakeFunc makes is {entry, nil, impl}: entry is the compiler's MakeFunc entry of the func type
// (the third word of its caller record, src/codegen/cg_reflect.c: it stores its parameters in a
// block laid out as Call lays them out and calls impl), impl a func(args, results unsafe.Pointer)
// that turns the block into Values, calls the Go function and stores its results checked against
// the type. The $coro word is nil: a call of such a value runs the sync entry.
package reflect

import "unsafe"

// makeFuncRec is a func value's record made by MakeFunc
type makeFuncRec struct {
	entry unsafe.Pointer
	coro  unsafe.Pointer
	impl  func(args, res unsafe.Pointer)
}

// MakeFunc returns a new function of the given Type that wraps the function fn: a call of it
// converts its arguments to Values, calls fn and returns fn's results converted to the results'
// types.
func MakeFunc(typ Type, fn func(args []Value) (results []Value)) Value {
	if typ.Kind() != Func {
		panic("reflect: call of MakeFunc with non-Func type")
	}
	t := typ.common()
	if t.info.call == nil {
		panic("reflect.MakeFunc: corogo has no caller of " + t.str + " (a func type made by FuncOf that the program does not have)")
	}
	entry := (*[3]unsafe.Pointer)(t.info.call)[2]
	f := frameOf(t)
	r := &makeFuncRec{entry: entry}
	r.impl = func(args, res unsafe.Pointer) {
		in := make([]Value, len(f.pts))
		for i, pt := range f.pts {
			in[i] = load(pt, unsafe.Add(args, f.aoffs[i]), 0)
		}
		recoverForward(funcEntry(r.impl), funcEntry(fn))
		out := fn(in)
		if len(out) != len(f.rts) {
			panic("reflect: wrong return count from function created by MakeFunc")
		}
		for i, rt := range f.rts {
			v := out[i]
			if v.typ == nil {
				panic("reflect: function created by MakeFunc using " + funcName(fn) + " returned zero Value")
			}
			if v.fl&flagRO != 0 {
				panic("reflect: function created by MakeFunc using " + funcName(fn) +
					" returned value obtained from unexported field")
			}
			v.storeAs(rt, unsafe.Add(res, f.roffs[i]), "reflect.MakeFunc")
		}
	}
	return Value{t, unsafe.Pointer(r), 0}
}

// funcName names fn in MakeFunc's panics: Go names it by runtime.FuncForPC, which finds no
// function on corogo's boards, so Go's fallback
func funcName(fn func([]Value) []Value) string {
	return "closure"
}

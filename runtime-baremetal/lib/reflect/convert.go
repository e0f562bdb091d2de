// Conversions (Value.Convert, Type.ConvertibleTo): Go's conversion rules between numeric types,
// strings, byte and rune slices, identical underlying types, pointers to them, and to interfaces.
package reflect

import "unsafe"

func isInt(k Kind) bool     { return k >= Int && k <= Int64 }
func isUint(k Kind) bool    { return k >= Uint && k <= Uintptr }
func isFloat(k Kind) bool   { return k == Float32 || k == Float64 }
func isComplex(k Kind) bool { return k == Complex64 || k == Complex128 }

// convertOp returns the function converting a value of type src to type dst (nil: not convertible)
func convertOp(dst, src *rtype) func(Value, *rtype) Value {
	sk, dk := src.Kind(), dst.Kind()
	switch {
	case (isInt(sk) || isUint(sk) || isFloat(sk)) && (isInt(dk) || isUint(dk) || isFloat(dk)):
		return cvtNumber
	case isComplex(sk) && isComplex(dk):
		return cvtNumber
	case (isInt(sk) || isUint(sk)) && dk == String:
		return cvtIntString
	case sk == Slice && dk == String && (src.inf().elem.Kind() == Uint8 || src.inf().elem.Kind() == Int32) && src.inf().elem.inf().name != "" && src.inf().elem.inf().pkgPath == "":
		return cvtSliceString
	case sk == String && dk == Slice && (dst.inf().elem.Kind() == Uint8 || dst.inf().elem.Kind() == Int32) && dst.inf().elem.inf().pkgPath == "":
		return cvtStringSlice
	}
	if dst == src || (sk == dk && sameUnder(src, dst)) {
		return cvtDirect
	}
	if dk == Pointer && sk == Pointer && dst.inf().name == "" && src.inf().name == "" {
		de, se := dst.inf().elem, src.inf().elem
		if de.Kind() == se.Kind() && sameUnder(de, se) {
			return cvtDirect
		}
	}
	if dk == Interface && src.implements(dst) {
		return cvtIface
	}
	return nil
}

// Convert returns the value v converted to type t.
func (v Value) Convert(t Type) Value {
	if v.typ == nil {
		panic(&ValueError{"reflect.Value.Convert", Invalid})
	}
	op := convertOp(t.common(), v.typ)
	if op == nil {
		panic("reflect.Value.Convert: value of type " + v.typ.str + " cannot be converted to type " + t.String())
	}
	return op(v, t.common())
}

// CanConvert reports whether v can be converted to type t.
func (v Value) CanConvert(t Type) bool {
	return v.typ != nil && convertOp(t.common(), v.typ) != nil
}

// a Value of type t holding a fresh copy of the size(t) bytes at p
func fresh(t *rtype, p unsafe.Pointer, fl flag) Value {
	return load(t, p, fl)
}

func cvtNumber(v Value, t *rtype) Value {
	c := unsafeNew(t)
	sk, dk := v.typ.Kind(), t.Kind()
	switch {
	case isComplex(sk):
		x := v.Complex()
		if dk == Complex64 {
			*(*complex64)(c) = complex64(x)
		} else {
			*(*complex128)(c) = x
		}
	case isFloat(sk):
		x := v.Float()
		switch {
		case dk == Float32:
			*(*float32)(c) = float32(x)
		case dk == Float64:
			*(*float64)(c) = x
		case isInt(dk):
			storeInt(c, dk, int64(x))
		default:
			storeInt(c, dk, int64(uint64(x)))
		}
	case isInt(sk):
		x := v.Int()
		switch {
		case dk == Float32:
			*(*float32)(c) = float32(x)
		case dk == Float64:
			*(*float64)(c) = float64(x)
		default:
			storeInt(c, dk, x)
		}
	default:
		x := v.Uint()
		switch {
		case dk == Float32:
			*(*float32)(c) = float32(x)
		case dk == Float64:
			*(*float64)(c) = float64(x)
		default:
			storeInt(c, dk, int64(x))
		}
	}
	return fresh(t, c, v.fl)
}

func storeInt(p unsafe.Pointer, k Kind, x int64) {
	switch k {
	case Int8, Uint8:
		*(*uint8)(p) = uint8(x)
	case Int16, Uint16:
		*(*uint16)(p) = uint16(x)
	case Int64, Uint64:
		*(*int64)(p) = x
	default:
		*(*uint32)(p) = uint32(x)
	}
}

func cvtIntString(v Value, t *rtype) Value {
	var r rune = 0xFFFD
	if isInt(v.typ.Kind()) {
		if x := v.Int(); int64(rune(x)) == x {
			r = rune(x)
		}
	} else if x := v.Uint(); uint64(rune(x)) == x {
		r = rune(x)
	}
	s := string(r)
	return fresh(t, unsafe.Pointer(&s), v.fl)
}

func cvtSliceString(v Value, t *rtype) Value {
	var s string
	if v.typ.inf().elem.Kind() == Uint8 {
		s = string(*(*[]byte)(v.ptr))
	} else {
		s = string(*(*[]rune)(v.ptr))
	}
	return fresh(t, unsafe.Pointer(&s), v.fl)
}

func cvtStringSlice(v Value, t *rtype) Value {
	s := *(*string)(v.ptr)
	if t.inf().elem.Kind() == Uint8 {
		b := []byte(s)
		return fresh(t, unsafe.Pointer(&b), v.fl)
	}
	r := []rune(s)
	return fresh(t, unsafe.Pointer(&r), v.fl)
}

func cvtDirect(v Value, t *rtype) Value {
	if v.fl&flagIndir == 0 {
		return Value{t, v.ptr, v.fl & flagRO}
	}
	return fresh(t, v.ptr, v.fl)
}

func cvtIface(v Value, t *rtype) Value {
	c := unsafeNew(t)
	v.storeAs(t, c, "reflect.Value.Convert")
	return Value{t, c, flagIndir | v.fl&flagRO}
}

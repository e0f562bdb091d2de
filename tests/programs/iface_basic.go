// Interfaces: method sets with value and pointer receivers, embedded interfaces, dynamic dispatch
// over a slice of interface values, error values (errors.New, a custom error type, nil errors,
// errors.Is through Unwrap), the empty interface with comparison (== between interfaces, with a
// constant, with a concrete value), type assertions (both forms, to concrete and interface types)
// and type switches with several types per case, nil, error and an interface case.
package main

import "errors"

type Shape interface {
	Area() int
	Name() string
}

type Solid interface {
	Shape
	Volume(h int) int
}

type Rect struct{ w, h int }
type Square struct{ s int }

func (r Rect) Area() int          { return r.w * r.h }
func (r Rect) Name() string       { return "rect" }
func (r Rect) Volume(h int) int   { return r.Area() * h }
func (s *Square) Area() int       { return s.s * s.s }
func (s *Square) Name() string    { return "square" }
func (s *Square) Grow()           { s.s++ }

type codeErr struct{ code int }

func (e *codeErr) Error() string { return "code " + string(rune('0'+e.code)) }

type wrapped struct {
	msg   string
	inner error
}

func (w wrapped) Error() string { return w.msg + ": " + w.inner.Error() }
func (w wrapped) Unwrap() error { return w.inner }

var ErrLow = errors.New("too low")

func check(k int) error {
	switch {
	case k < 1:
		return wrapped{"check", ErrLow}
	case k > 2:
		return &codeErr{k}
	}
	return nil
}

func describe(x any) string {
	switch v := x.(type) {
	case nil:
		return "nil"
	case int:
		if v > 10 {
			return "big int"
		}
		return "int"
	case string, bool:
		return "string or bool"
	case Solid:
		return "solid " + v.Name()
	case Shape:
		return "shape " + v.Name()
	case error:
		return "error " + v.Error()
	default:
		return "other"
	}
}

func main() {
	sq := &Square{4}
	shapes := []Shape{Rect{2, 3}, sq}
	sq.Grow()
	total := 0
	for _, s := range shapes {
		println(s.Name(), s.Area())
		total += s.Area()
	}
	println("total", total)
	var so Solid = Rect{1, 2}
	var sh Shape = so
	println(sh.Name(), so.Volume(10))
	for k := 0; k < 5; k++ {
		if err := check(k); err != nil {
			println("error:", err.Error(), errors.Is(err, ErrLow))
		} else {
			println("ok", k)
		}
	}
	var x any = 42
	n, ok := x.(int)
	println(n, ok)
	s, ok2 := x.(string)
	println(s == "", ok2)
	println(describe(nil), describe(5), describe(50), describe("a"), describe(true))
	println(describe(Rect{1, 1}), describe(sq), describe(check(3)), describe(int8(1)))
	var a, b any = 3, 3
	println(a == b, a != any(4), x == 42, a == x, sh == Rect{1, 2}, sh != Shape(sq))
	r := sh.(Rect)
	println(r.w, r.h)
	_, isSq := sh.(*Square)
	println(isSq)
	if sl, ok := sh.(Solid); ok {
		println("solid", sl.Volume(3))
	}
	var none error
	println(none == nil, check(1) == nil, check(5) != nil)
}

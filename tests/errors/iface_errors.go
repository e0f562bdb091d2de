package main

type Shape interface {
	Area() int
}

type Named interface {
	Shape
	Name() string
}

type Sq struct{ s int }

func (q *Sq) Area() int { return q.s * q.s }

type Bad struct{}

func (Bad) Area() string { return "" }

type Tri struct{}

func main() {
	var s Shape = Sq{2}
	var b Shape = Bad{}
	var t Shape = Tri{}
	var n Named = &Sq{1}
	k := 3
	_ = k.(int)
	_ = s.(Tri)
	x := s.(type)
	var e error = "boom"
	println(s, b, t, n, x, e)
}

// Struct and interface identity across packages: unexported names of two packages are different
// names, so struct{ x, y int } here is not shape's (Go's spec, "Type identity"); exported names
// make the same type wherever they are spelt. shape's unexported fields are out of reach here
// even in a struct type without a name.
package main

import "example.com/structid/shape"

var p struct{ x, y int } = shape.Point

var q struct{ X, Y int } = shape.Pub

var s interface{ size() int } = shape.Sizer

var t interface{ String() string } = shape.Stringer

func main() {
	println(p.x, q.X, s == nil, t == nil)
	println(shape.Point.x, shape.Pub.X)
	shape.Point.y = 2
}

// Package shape declares values of unnamed struct and interface types: the ones with unexported
// field or method names are types no other package can spell.
package shape

var Point struct{ x, y int }

var Pub struct{ X, Y int }

var Sizer interface{ size() int }

var Stringer interface{ String() string }

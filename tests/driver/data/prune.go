package main

import "os"

type Shape interface{ Area() int }

type Namer interface{ Name() string }

type Sq struct{ s int }

func (q Sq) Area() int      { return q.s * q.s }
func (q Sq) Name() string   { return "square" } // Namer is looked up, Name never called
func (q Sq) Perimeter() int { return 4 * q.s }

// converted to an interface only in a function nothing calls
type ghost struct{}

func (ghost) Area() int { return 7 }

func dead() Shape { return ghost{} }

// its Read may suspend; nothing calls Read through an interface
type reader struct{}

func (reader) Read(p []byte) (int, error) { return os.Stdin.Read(p) }

type Reader interface{ Read(p []byte) (int, error) }

func main() {
	var s Shape = Sq{3}
	println(s.Area())
	if _, ok := s.(Namer); ok {
		println("a Namer")
	}
	var r interface{} = reader{}
	if _, ok := r.(Reader); ok {
		println("a Reader")
	}
}

package main

import "runtime"
import (
	t "time"
	"machine/uart"
	. "dot"
)

const Pi = 3
const (
	A = iota * 10
	B
	C, D = iota, iota + 1
	E, F
	_
	G int = 7
	H
)

var (
	v1 int
	v2, v3 = 1, 2
	v4 []byte = nil
)
var p *[4]struct{ a, b int }

type (
	Point struct {
		X, Y int
		Inner
		*Other
		pkg.Embedded `json:"e"`
		z    uint8 "tag"
	}
	Alias = Point
	Arr [N + 1]int
	Fn func(int, string) (bool, error)
	Ch <-chan int
	M map[string][]int
	I interface {
		Method(a int) string
		Embedded
	}
)

//export goAdd
func add(a, b int, c ...int) (sum int, err error) {
	return a + b, nil
}

//go:linkname cputs puts
func cputs(s *byte) int

//export c_write
func write(p []byte)

// Handler runs on IRQ 5.
//corogo:interrupt 5
//corogo:pool 4
func handler() {}

func (p *Point) Move(dx, dy int) { p.X += dx }
func (Point) Name() string       { return "p" }
func unnamed(int, []string, ...byte) (x, y int) { return }

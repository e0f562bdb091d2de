package main

// With -heap=none (the .flags) there is no arena at all: package-level new(T) and &T{constants}
// are static objects, so this program runs; they are distinct, writable and initialised.

type point struct {
	x, y int
}

var origin = new(point)
var unit = &point{x: 1, y: 1}
var pair = [2]*point{&point{x: 2}, &point{y: 3}}

func main() {
	origin.x = 5
	unit.y += 10
	println(origin.x, origin.y, unit.x, unit.y, pair[0].x, pair[1].y, origin != unit)
}

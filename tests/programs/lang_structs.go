package main

// Structs, embedded fields with promoted fields and methods, value and pointer receivers,
// pointers, arrays and struct comparison, composite literals.

type Point struct{ X, Y int }

func (p Point) Sum() int { return p.X + p.Y }

func (p *Point) Scale(k int) {
	p.X *= k
	p.Y *= k
}

type Named struct {
	Point
	Name string
}

type Wrapper struct {
	*Named
	Tag [3]byte
}

type Grid [2][3]int

func (g *Grid) Set(i, j, v int) { g[i][j] = v }

func (g Grid) Total() int {
	t := 0
	for _, row := range g {
		for _, v := range row {
			t += v
		}
	}
	return t
}

func main() {
	p := Point{1, 2}
	p.Scale(3)
	println(p.X, p.Y, p.Sum())
	q := &p
	q.Scale(2)
	println(q.Sum(), (*q).X, p == *q)
	n := Named{Point{4, 5}, "n"}
	n.Scale(10)
	println(n.X, n.Point.Y, n.Sum(), n.Name)
	w := Wrapper{&n, [3]byte{'a', 'b', 'c'}}
	w.Scale(2)
	println(w.X, n.X, w.Sum(), w.Tag[1])
	var g Grid
	g.Set(1, 2, 7)
	g.Set(0, 0, 1)
	println(g.Total(), g[1][2])
	a := [...]int{2: 5, 0: 1}
	b := [3]int{1, 0, 5}
	println(len(a), a == b, a != b)
	s := []Point{{1, 1}, {X: 2}, {Y: 3}}
	println(len(s), cap(s), s[1].X, s[2].Y)
	pp := &Point{Y: 9}
	pp.X = 4
	println(pp.Sum())
	ip := new(int)
	*ip = 42
	println(*ip)
	type local struct {
		a, b int8
	}
	l1, l2 := local{1, 2}, local{1, 2}
	println(l1 == l2)
}

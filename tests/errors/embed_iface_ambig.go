package main

type Sizer interface{ Size() int }
type Other interface{ Size() int }
type Lener interface{ Len() int }

type file struct{}

func (file) Size() int { return 1 }

type both struct {
	Sizer
	Other
}

type withLen struct{ Sizer }

type sized struct{ n int }

func (s sized) Size() int { return s.n }

type mixed struct {
	Sizer
	sized
}

func main() {
	var b both
	_ = b.Size()
	var s Sizer = b
	var m mixed
	_ = m.Size
	var l Lener = withLen{}
	_, _ = s, l
}

package main

// A type's descriptor keeps the names of only those of its methods that some interface of the
// firmware has: the "missing method" message of a failed assertion reads them. Zorblax and
// Frobnate are in no interface; Quuxify is in I and J.

type T struct{ n int }

func (T) Zorblax() int   { return 1 }
func (T) Quuxify() int   { return 2 }
func (*T) Frobnate() int { return 3 }

type I interface {
	Quuxify() int
	Missing()
}

type J interface{ Quuxify() int }

func try(x any) {
	defer func() { println(recover().(error).Error()) }()
	_ = x.(I)
}

func main() {
	var x any = T{1}
	try(x)
	try(&T{2})
	println(x.(J).Quuxify())
}

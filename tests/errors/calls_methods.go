package main

type T struct{ n int }

func (t *T) Inc()     { t.n++ }
func (t T) Get() int  { return t.n }
func (t T) Get() int  { return 0 }
func (t *T) n2() int  { return 0 }

type E struct {
	T
}

func main() {
	T{}.Inc()
	var e E
	e.Inc()
	println(e.Get(), e.missing, e.T.n)
	var p **T
	p.Inc()
	int.foo()
}

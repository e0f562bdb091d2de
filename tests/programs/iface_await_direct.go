package main

// Interface calls in goroutines to methods that may suspend: some implementations block on a
// channel (and do here, or only on some calls), some never block; value and pointer receivers, a
// method promoted from an embedded field, two results. The calls await the implementation
// directly (codegen compares the itab with each suspending implementation's); a method value
// and go x.M() still use the itab's $coro entry.

type Stage interface {
	Put(x int) (int, bool)
	Name() string
}

// blocks on every call with a negative x: hands it to the printer goroutine
type chanStage struct {
	c chan int
	n int
}

func (s *chanStage) Put(x int) (int, bool) {
	if x < 0 {
		s.c <- x
		return s.n, false
	}
	s.n += x
	return s.n, true
}

func (s *chanStage) Name() string { return "chan" }

// never blocks
type sumStage struct{ n int }

func (s *sumStage) Put(x int) (int, bool) {
	s.n += x * 2
	return s.n, true
}

func (s *sumStage) Name() string { return "sum" }

// a value receiver that blocks on every call
type relay struct{ c chan int }

func (r relay) Put(x int) (int, bool) {
	r.c <- x
	return x, true
}

func (r relay) Name() string { return "relay" }

// Put promoted from an embedded *chanStage
type wrapped struct {
	*chanStage
	tag string
}

func (w wrapped) Name() string { return "wrapped " + w.tag }

var got []int

func printer(c chan int, n int, done chan bool) {
	for i := 0; i < n; i++ {
		got = append(got, <-c)
	}
	done <- true
}

func run(stages []Stage, xs []int, done chan bool) {
	for _, s := range stages {
		for _, x := range xs {
			v, ok := s.Put(x)
			println(s.Name(), x, v, ok)
		}
	}
	done <- true
}

func main() {
	c := make(chan int)
	done := make(chan bool)
	cs := &chanStage{c: c}
	stages := []Stage{cs, &sumStage{}, relay{c}, wrapped{&chanStage{c: c}, "w"}}
	xs := []int{3, -1, 4, -5}
	// blocking sends: chan 2, relay 4, wrapped 2
	go printer(c, 8, done)
	go run(stages, xs, done)
	<-done
	<-done
	println("the printer got", len(got), "values:", got[0], got[1], got[2], got[3], got[4], got[5], got[6], got[7])

	// a method value and go x.M() through the same interface
	var s Stage = relay{c}
	put := s.Put
	res := make(chan int)
	go func() {
		v, _ := put(7)
		res <- v
	}()
	println("got", <-c)
	println("method value", <-res)
	go s.Put(9)
	println("got", <-c)
	var t Stage = &sumStage{n: 1}
	v, ok := t.Put(5)
	println("main", t.Name(), v, ok)
}

// A select case that assigns a received value to a variable of another type: an interface{}
// variable gets the value boxed, a named boolean type takes the ok of the comma-ok form (an
// untyped boolean), and so does the ok of a receive, a map index and a type assertion outside
// select.
package main

type Ok bool

type Num int

func main() {
	var i interface{}
	var ok Ok
	c := make(chan int, 3)
	c <- 1
	c <- 2
	select {
	case i = <-c:
	}
	println(i == 1, i != 2)
	select {
	case i, ok = <-c:
	}
	println(i == 2, ok)
	close(c)
	select {
	case _, ok = <-c:
	}
	println(ok)

	var e interface{} = "x"
	n := make(chan Num, 1)
	n <- 7
	select {
	case e = <-n:
	}
	v, isNum := e.(Num)
	println(v, isNum)

	var ok2 Ok
	m := map[string]int{"a": 1}
	_, ok2 = m["a"]
	println(ok2)
	_, ok2 = e.(string)
	println(ok2)
	d := make(chan float64, 1)
	d <- 2.5
	var x interface{}
	x, ok2 = <-d
	println(x == 2.5, ok2)
}

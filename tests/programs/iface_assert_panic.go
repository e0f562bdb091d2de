// A failed type assertion panics with Go's message.
package main

type Shape interface{ Area() int }

type Sq struct{ s int }

func (q Sq) Area() int { return q.s * q.s }

func main() {
	var x any = Sq{2}
	println(x.(Shape).Area())
	_, ok := x.(string)
	println(ok)
	println(x.(int))
}

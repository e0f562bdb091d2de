// container/list and container/ring from the installed Go's GOROOT.
package main

import (
	"container/list"
	"container/ring"
)

func main() {
	l := list.New()
	e4 := l.PushBack(4)
	e1 := l.PushFront(1)
	l.InsertBefore(3, e4)
	l.InsertAfter(2, e1)
	for e := l.Front(); e != nil; e = e.Next() {
		print(e.Value.(int), " ")
	}
	println(l.Len())
	l.MoveToBack(e1)
	l.Remove(e4)
	for e := l.Back(); e != nil; e = e.Prev() {
		print(e.Value.(int), " ")
	}
	println(l.Len())
	other := list.New()
	other.PushBack("x")
	other.PushBack("y")
	l2 := list.New()
	l2.PushBackList(other)
	l2.PushFrontList(other)
	for e := l2.Front(); e != nil; e = e.Next() {
		print(e.Value.(string))
	}
	println()

	r := ring.New(5)
	for i := 0; i < r.Len(); i++ {
		r.Value = i * i
		r = r.Next()
	}
	sum := 0
	r.Do(func(v any) { sum += v.(int) })
	println(r.Len(), sum)
	r.Unlink(2)
	r.Do(func(v any) { print(v.(int), " ") })
	println(r.Len())
	r = r.Move(-1)
	println(r.Value.(int))
}

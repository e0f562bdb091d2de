package main

var m map[string]int // supported

var ch = 0

type I interface{ M() }

var f float64 = 1.5

func later(x int) { println(x) }

type T struct{}

func (T) m() {}

func main() {
	later(1)
	var e error
	s := []int{1}
	s = append(s, 2)
	b := []byte("abc") // supported
	goto end
end:
	var t T
	go t.m()
	println(len(s), len(b), e)
	println(ch)
}

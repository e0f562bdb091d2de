package main

// Methods on named non-struct types, method values reached through embedded pointers and
// values, pointer methods on addressable elements, package-level variables initialised from a
// multi-valued call, blank package-level variables.

type Counter int

func (c *Counter) Add(n int) { *c += Counter(n) }
func (c Counter) Double() Counter { return c * 2 }

type Buf [4]byte

func (b *Buf) Put(i int, v byte) { b[i] = v }
func (b Buf) Sum() int {
	s := 0
	for _, v := range b {
		s += int(v)
	}
	return s
}

type Inner struct{ hits Counter }

func (in *Inner) Hit() { in.hits.Add(1) }

type Middle struct {
	*Inner
	name string
}

type Outer struct {
	Middle
	buf Buf
}

func split() (int, string) {
	calls++
	return 5, "five"
}

var calls int
var num, word = split()
var _, _ = split()

func main() {
	var c Counter = 3
	c.Add(4)
	println(c, c.Double(), Counter(5).Double())
	var b Buf
	b.Put(0, 10)
	b.Put(3, 7)
	println(b.Sum())
	o := Outer{Middle{&Inner{}, "m"}, Buf{1, 2, 3, 4}}
	o.Hit()
	o.Middle.Hit()
	o.Inner.Hit()
	println(o.hits, o.name, o.buf.Sum())
	o.buf.Put(1, 20)
	println(o.buf.Sum())
	arr := [2]Counter{1, 2}
	arr[1].Add(10)
	ps := []Inner{{}, {}}
	ps[0].Hit()
	p := &ps[1]
	p.Hit()
	p.Hit()
	println(arr[1], ps[0].hits, ps[1].hits)
	println(num, word, calls)
}

// A recursion through interface calls around awaits (difftest seed 2288: fi0 awaits ierr and calls
// x.Im, whose implementations call fi0 again): LLVM finds the cycle only when it devirtualises,
// and split fi0 before inlining its await of ierr (a compiler crash at -O1 and above).
// difftest seed 2288 (tests/difftest/gen.py; calls <= 13, println <= 2)
package main

import "errors"

type P struct {
	a, b int
}

var tab = [5]int{7, 44, 28, 14, 33}

var slot [1000]int

type I interface {
	Im(d, id, a int) int
	Ik() int
}

type Q struct {
	k int
}

type R int

type S struct {
	c chan int
	x I
}

type H struct {
	x I
	n int
}

type E struct {
	code int
}

var errDef = errors.New("def")

func (p P) Ik() int {
	return p.a
}

func (q Q) Im(d, id, a int) int {
	return (q.k*3 + a) % 10007
}

func (q Q) Ik() int {
	return q.k
}

func (r R) Im(d, id, a int) int {
	if (int(r)+a)%2 == 0 {
		coroSuspend()
	}
	return (int(r)*5 + a) % 10007
}

func (r R) Ik() int {
	return int(r)
}

//corogo:pool 32
func (s S) Im(d, id, a int) int {
	v := s.x.Im(d, id, a)
	s.c <- v
	return v
}

func (s S) Ik() int {
	return 0
}

func (e *E) Error() string {
	return "custom"
}

func mki(k int) I {
	switch (k%4 + 4) % 4 {
	case 0:
		return Q{k}
	case 1:
		return R(k)
	case 2:
		return &P{a: k, b: 1}
	}
	return P{a: 1, b: k}
}

func ierr(id, a int) error {
	if a%2 == 0 {
		coroSuspend()
	}
	switch (a%3 + 3) % 3 {
	case 0:
		return nil
	case 1:
		return &E{code: a}
	}
	return errDef
}

func f0(d, id int, a bool, p P) {
	if d <= 0 {
		return
	}
	acc := 0
	if id%2 == 0 {
		coroSuspend()
	}
	slot[id] += d
	slot[id] %= 10007
	h1 := H{x: I(Q{11}), n: acc}
	h1.x = f1(d-1, id, p.a)
	acc = (acc + h1.x.Im(d-1, id, h1.n) + h1.x.Ik()) % 10007
	v2 := d
	p3 := p
	acc = (acc + v2) % 10007
	acc = (acc + p3.a + p3.b) % 10007
	_ = acc
}

func f1(d, id int, a int) P {
	if d <= 0 {
		return P{a: a, b: 15}
	}
	acc := 3
	if id%3 == 0 {
		coroSuspend()
	}
	if false || true {
		coroSuspend()
	}
	if v4 := fi0(d-1, id, I(P{a: acc, b: a}), 3); v4%2 == 1 {
		n5 := 0
		for {
			n5++
			if n5 > 3 || f3(d-1, id, 17, P{id, v4}) {
				break
			}
			if !false {
				continue
			}
			arr6 := [3]int{n5, 13, v4}
			arr6[(((a ^ id) % 10007)%3+3)%3] = id % (len(arr6)%5 + 6)
		}
	}
	acc = acc
	return P{a: acc, b: slot[id]}
}

func f2(d, id int, a bool) bool {
	if d <= 0 {
		return a
	}
	acc := 5
	println(id, "f2", a)
	for k7, e8 := range [3]int{acc, d, d} {
		p9 := P{e8, k7}
		acc = (acc + acc) % 10007
		switch {
		case acc < id:
			v10 := id
			acc = (acc + v10) % 10007
		case e8 <= id:
			if id%2 == 1 {
				coroSuspend()
			}
		default:
			f2(d-1, id, a && a)
		}
		acc = (acc + p9.a + p9.b) % 10007
	}
	return (acc%2 == 0) == (slot[id]%4 == 0)
}

func f3(d, id int, a int, p P) bool {
	if d <= 0 {
		return true
	}
	acc := 3
	if 7 != slot[id] && (false && true) {
		switch {
		case a <= acc:
			v11 := id
			slot[id] += ((0 - a) % 10007)
			slot[id] %= 10007
			acc = (acc + v11) % 10007
		default:
			f2(d-1, id, f3(d-1, id, id, P{a: a, b: a}))
		}
	}
	h12 := H{x: mki(acc), n: I(Q{p.b}).Im(d-1, id, 13)}
	acc = (acc + h12.x.Im(d-1, id, h12.n) + h12.x.Ik()) % 10007
	v13 := a
	acc = (acc + v13) % 10007
	return (acc%2 == 0) == ([3]int{8, 0, 12} == [3]int{a, a, a})
}

func fi0(d, id int, x I, a int) int {
	if d <= 0 {
		return a
	}
	acc := 1
	e14 := ierr(id, fi1(d-1, id, x, (0 | id) % 10007))
	if e14 != nil {
		acc = (acc + len(e14.Error())) % 10007
		if ee, ok := e14.(*E); ok {
			acc = (acc + ee.code) % 10007
		}
		if e14 == errDef {
			acc = (acc + 7) % 10007
		}
	}
	f2(d-1, id, 12 >= 18)
	v15 := f1(d-1, id, 20).a
	acc = (acc + v15) % 10007
	acc = (acc + x.Im(d-1, id, a)) % 10007
	return (acc + ((id * a) % 10007)) % 10007
}

func fi1(d, id int, x I, a int) int {
	if d <= 0 {
		return slot[id]
	}
	acc := 1
	n16 := 0
	for {
		n16++
		if n16 > 2 || (true || true) {
			break
		}
		if d%2 == 0 {
			continue
		}
		switch {
		case n16 <= 6:
			arr17 := [3]int{a, -n16, (17 | 2) % 10007}
			acc = (acc + arr17[0] + arr17[2]) % 10007
		case n16 > x.Im(d-1, id, id):
			var ea18 any = "bc"
			var eb19 interface{} = P{17, 18}
			if ea18 == eb19 || eb19 == nil {
				acc = (acc + 5) % 10007
			}
			if x, ok := eb19.(I); ok {
				acc = (acc + x.Ik()) % 10007
			}
			switch w20 := eb19.(type) {
			case bool, int:
				if w20 == nil {
					acc = (acc + 1) % 10007
				}
			case *P, nil:
				if w20 == nil {
					acc = (acc + 1) % 10007
				}
			case P, I:
				if w20 == nil {
					acc = (acc + 1) % 10007
				}
			case string:
				acc = (acc + len(w20)) % 10007
			case R:
				acc = (acc + int(w20)) % 10007
			case Q:
				acc = (acc + w20.k) % 10007
			}
		default:
			f1(d-1, id, (n16 * 12) % 10007)
			v21 := ((slot[id] + id) % 10007) % (0%5 + 6)
			acc = (acc + v21) % 10007
		}
	}
	var p22 P = P{a: id, b: n16}
	b23 := f3(d-1, id, d, P{a: 8, b: a})
	println(id, "fi1", d, "bc")
	acc = (acc + p22.a + p22.b) % 10007
	if b23 {
		acc = (acc + 1) % 10007
	}
	acc = (acc + x.Im(d-1, id, a)) % 10007
	return (acc + a) % 10007
}

func (p *P) m0(d, id int, a int) int {
	if d <= 0 {
		return d
	}
	acc := 5
	switch {
	case a == d:
		a = (18 * d) % 10007
		p.m0(d-1, id, id)
	default:
		if a%3 == 0 {
			coroSuspend()
		}
	}
	v24 := ((-acc) * slot[id]) % 10007
	acc = (acc + tab[(a%5+5)%5]) % 10007
	arr25 := [3]int{acc, id, tab[3]}
	acc = (acc + v24) % 10007
	acc = (acc + arr25[0] + arr25[2]) % 10007
	return (acc + fi1(d-1, id, mki(17), a)) % 10007
}

func (p P) Im(d, id int, a int) int {
	if d <= 0 {
		return a
	}
	acc := 1
	a = f1(d-1, id, I(Q{a}).Im(d-1, id, 10)).b
	var y26 I
	if [3]int{15, a, 8} == [3]int{7, a, acc} {
		y26 = R(fi0(d-1, id, mki(a), id))
	}
	if y26 != nil {
		acc = (acc + y26.Ik()) % 10007
	}
	switch w27 := y26.(type) {
	case nil:
		if w27 != nil {
			acc = (acc + w27.Ik()) % 10007
		}
	case Q:
		acc = (acc + w27.k) % 10007
	}
	n28 := 0
	{
	L29:
		n28++
		acc = (acc + fi1(d-1, id, I(R(acc)), d)) % 10007
		if n28 < 1 {
			if acc%3 == 1 {
				coroSuspend()
			}
			goto L29
		}
	}
	return (acc + a) % 10007
}

func g1(id int) {
	const d = 2
	acc := 1
	println(id, "g1", 4, "a")
	go g2(id*10 + 1)
	println(id, "g1 end", acc)
}

func g2(id int) {
	const d = 2
	acc := 4
	p30 := f1(d-1, id, acc)
	c31 := make(chan int)
	go chsend(c31, acc, 3)
	c32 := make(chan int)
	go chsend(c32, mki(13).Ik(), 5)
	s33, open := 0, 2
	for open > 0 {
		select {
		case v, ok := <-c31:
			if !ok {
				c31 = nil
				open--
				continue
			}
			s33 = (s33 + v) % 10007
		case v, ok := <-c32:
			if !ok {
				c32 = nil
				open--
				continue
			}
			s33 = (s33 + v) % 10007
		}
	}
	arr34 := [3]int{s33, acc, s33}
	acc = (acc + p30.a + p30.b) % 10007
	acc = (acc + arr34[0] + arr34[2]) % 10007
	println(id, "g2 end", acc)
}

func main() {
	const d = 2
	const id = 0
	acc := 2
	var s35 []int
	for k := 0; k < 10; k++ {
		s35 = append(s35, (k*5 + d) % 10007)
		if k%4 == 0 {
			coroSuspend()
		}
	}
	m37 := make([]int, 0, 4)
	m37 = append(m37, s35...)
	v36 := (len(m37)*7 + cap(m37)*3 + copy(m37, m37[1:]) + m37[len(m37)-1]) % 10007
	v38 := d
	go g2(1)
	acc = (acc + v36) % 10007
	acc = (acc + v38) % 10007
	println(id, "main end", acc)
}

//corogo:pool 32
func chsend(c chan<- int, a, n int) {
	for i := 0; i < n; i++ {
		if (a+i)%3 == 0 {
			coroSuspend()
		}
		c <- (a*7 + i) % 10007
	}
	close(c)
}

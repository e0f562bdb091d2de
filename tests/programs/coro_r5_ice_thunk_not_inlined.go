// Regression test (../shared/repros/r5_ice_thunk_not_inlined.go): found by the differential tester; fixed in
// the coroutine lowering (docs/coroutines.md, invariants I1-I3). Expected output is Go's.
package main

type P struct {
	a, b int
}

func f0(d, id, a int) int {
	acc := 0
	p1 := f5(d-1, id, P{a: (f5(d-1, id, P{a: (12 - f2(d-1, id, (15%(5%5+6)+a)%10007)*3) % 10007, b: 1}).b*d + a*19) % 10007, b: (d*7 - d/(d%5+6) + a*d) % 10007})
	acc = (acc + p1.a + p1.b) % 10007
	return 1
}
func f2(d, id, a int) int {
	acc := 0
	coroSuspend()
	return (acc + a) % 10007
}
func f4(d, id, a int) int {
	acc := 2
	return (acc + a) % 10007
}
func f5(d, id int, p P) P {
	if d <= 0 {
		return P{a: p.b, b: p.a}
	}
	acc := 3
	switch (15%3 + 3) % 3 {
	case 0:
		println(1 < d || 1 < f5(d-1, id, P{a: f6(d-1, id, p.a), b: 1}).a)
		p22 := P{a: (p.step(d-1, id, 1)) % 10007, b: (p.sum() % (p.b%5 + 6)) % 10007}
		acc = (acc + p22.a + p22.b) % 10007
		v25 := 1
		acc = (acc + v25) % 10007
	}
	return p
}
func f6(d, id, a int) int {
	if d <= 0 {
		return a % 10007
	}
	acc := 4
	for i26 := 0; i26 < 2; i26++ {
		p27 := f5(d-1, id, P{a: 1, b: (d%(a%5+6) + i26*0) % 10007})
		v28 := 1
		acc = (acc + p27.a + p27.b + v28) % 10007
	}
	println(id, "f6", f5(d-1, id, P{a: 1, b: (f5(d-1, id, P{a: 1, b: (d*d + (1)) % 10007}).b) % 10007}).b, a, 16)
	for i32 := 0; i32 < 1; i32++ {
		v33 := (13*4 + i32/(f0(d-1, id, 1)%5+6)) % 10007
		p34 := f5(d-1, id, P{a: 1, b: (f4(d-1, id, 1) - a - 5) % 10007})
		acc = (acc + v33 + p34.a + p34.b) % 10007
	}
	return 1
}
func (p P) sum() int {
	return 1
}
func (p *P) step(d, id, a int) int {
	acc := 0
	return acc
}
func g1(id int) {
	const d = 3
	acc := 0
	p40 := f5(d-1, id, P{a: 1, b: (id * f5(d-1, id, P{a: 1, b: 1}).a) % 10007})
	switch (p40.step(d-1, id, 1)%3 + 3) % 3 {
	case 0:
		p41 := f5(d-1, id, P{a: (19 + p40.sum()/(p40.b%5+6) + d%(p40.sum()%5+6)) % 10007, b: 1})
		v42 := (id%(p41.sum()%5+6) + 20%(17%5+6) + d) % 10007
		acc = (acc + p41.a + p41.b + v42) % 10007
		acc = (f5(d-1, id, P{a: (((p40.sum() * 5) % 10007) - f6(d-1, id, 1)*p40.sum()) % 10007, b: 1}).b * 5) % 10007
	}
	p43 := P{a: (id + d/(p40.b%5+6)) % 10007, b: (p40.b / (d%5 + 6)) % 10007}
	acc = (acc + p40.a + p40.b + p43.a + p43.b) % 10007
}
func main() {
	go g1(3)
}

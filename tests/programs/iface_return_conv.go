// Conversions to interfaces inside return expressions (found by the differential tester: the
// checker checks a return's operands again, and the conversions it inserted must survive that).
package main

type I interface{ Ik() int }

type Q struct{ k int }

func (q Q) Ik() int { return q.k }

func f(x I) int { return x.Ik() }

func h() I { return I(Q{4}) }

func k() (int, I) { return f(Q{5}), Q{6} }

func main() {
	a, b := k()
	println(h().Ik(), a, b.Ik())
}

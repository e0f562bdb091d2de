// math/big from GOROOT, its portable files (corogo builds with Go's math_big_pure_go tag, not
// arm's assembly); printed with println, as fmt would make every method of big.Int reachable.
package main

import "math/big"

func main() {
	a := big.NewInt(123456789)
	a.Mul(a, a)
	a.Mul(a, a)
	println(a.String(), a.BitLen(), a.Sign())
	b, ok := new(big.Int).SetString("-987654321987654321987654321", 10)
	println(ok, b.String(), a.Cmp(b))
	q, r := new(big.Int).QuoRem(a, big.NewInt(1000000007), new(big.Int))
	println(q.String(), r.Int64(), new(big.Int).Add(a, b).Text(16))
}

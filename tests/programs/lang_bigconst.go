package main

// Exact untyped constant arithmetic beyond 64 bits (Go keeps at least 256 bits; corogo 512),
// checked against the reference toolchain: only the final values must fit their types.

const (
	p = 1000000007
	a = 1<<255 - 19
	b = 1<<127 + 3
	c = a * b
	d = c / (b * 1000) // exact big division
	e = -a / 1000000000000000000
	f = -a % 1000000000000000000
	g = (a ^ (a >> 100)) & (1<<64 - 1)
	h = ^a >> 250
	m = a &^ (1<<255 - 1<<128)
	big = 0x7fff_ffff_ffff_ffff_ffff_ffff_ffff_ffff
)

func main() {
	println(c%p, d%p, a%p, b%p)
	println(e%p, int64(f))
	println(uint64(g), h, m%p)
	println(int64(big>>64), big%p, big/(1<<96))
	println(a/b/b, (a-a/b*b)%p)
	const t = 'x' * 1000 / 7
	println(t, -t%11)
	const s = "big" + "const"
	println(len(s), s[1:4], s < "bigc")
}

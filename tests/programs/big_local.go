// big_local: local arrays larger than a small board's whole stack (mps2-an385's is 64 KiB) live
// on the heap (escape.c, ESCAPE_MAX_FRAME_VAR), as Go's test/abi/many_intstar_input.go needs
// (a 400,000-byte array in a function that also calls fmt); smaller ones stay in the frame.
package main

func fill(n int) int {
	var scratch [100000]int // 400,000 bytes
	for i := range scratch {
		scratch[i] = i ^ n
	}
	s := 0
	for i := 0; i < len(scratch); i += 999 {
		s += scratch[i]
	}
	return s
}

type grid [300][300]int32 // 360,000 bytes

func (g *grid) sum() (s int32) {
	for i := range g {
		s += g[i][i]
	}
	return s
}

func main() {
	for n := 0; n < 3; n++ {
		println(fill(n))
	}
	for k := 0; k < 2; k++ {
		var g grid // a fresh zeroed one per iteration
		if g.sum() != 0 {
			panic("not zero")
		}
		for i := range g {
			g[i][i] = int32(i + k)
		}
		println(g.sum())
	}
	var small [64]int
	small[3] = 7
	println(small[3])
}

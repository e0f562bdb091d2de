package main

// resume.go - instructions per goroutine resume against the depth of the await chain the goroutine
// is suspended in: the leaf, d calls below the goroutine's top function, suspends N times; each
// suspend goes back to the scheduler, which resumes the leaf directly (leaf-direct protocol), so the
// cost should not grow with d. Run by bench/run.sh on riscv32-virt under -icount shift=0.

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

func leaf() int {
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		coroSuspend()
	}
	return bench_instret() - t0
}
func f1() int { return leaf() }
func f2() int { return f1() }
func f3() int { return f2() }
func f4() int { return f3() }
func f5() int { return f4() }
func f6() int { return f5() }
func f7() int { return f6() }
func f8() int { return f7() }
func f9() int { return f8() }
func f10() int { return f9() }
func f11() int { return f10() }
func f12() int { return f11() }
func f13() int { return f12() }
func f14() int { return f13() }
func f15() int { return f14() }
func f16() int { return f15() }

func measure(d int) {
	var n int
	switch d {
	case 1:
		n = f1()
	case 2:
		n = f2()
	case 4:
		n = f4()
	case 8:
		n = f8()
	case 16:
		n = f16()
	}
	println("depth", d, "instructions per resume", n/N)
}

// one goroutine measures every depth in turn, so each resume is that goroutine's alone
func all() {
	for _, d := range [...]int{1, 2, 4, 8, 16} {
		measure(d)
	}
}

func main() {
	go all()
}

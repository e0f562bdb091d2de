package main

// resume.go - the corogo side of bench/bench.sh's switch rows: g goroutines take turns
// (runtime.Gosched) N times each, first with the yield in the goroutine's own function (g = 2: the
// ping-pong row; g = 8, 32: the plot against the number of goroutines), then two goroutines with it
// in a leaf d = 1, 4, 16 calls below (the resume rows). Each suspend goes back to the scheduler,
// which resumes the next goroutine's leaf directly (leaf-direct protocol), so the cost should not
// grow with d. Goroutine 0 counts the g*N switches of its life with bench_instret (instret.c) and
// prints "<row> <instructions> <switches>". Built with -pool=32; run under QEMU -icount shift=0.
// leaf and the levels are //go:noinline: each stays a coroutine of its own (cg_inline.c would
// otherwise inline these small awaits), so the resume rows measure a real chain of d frames.

import (
	"interrupt"
	"runtime"
)

//go:linkname bench_instret bench_instret
func bench_instret() int

const N = 1000

var done interrupt.Signal

//go:noinline
func leaf() int {
	t0 := bench_instret()
	for i := 0; i < N; i++ {
		runtime.Gosched()
	}
	return bench_instret() - t0
}
//go:noinline
func f1() int  { return leaf() }
//go:noinline
func f2() int  { return f1() }
//go:noinline
func f3() int  { return f2() }
//go:noinline
func f4() int  { return f3() }
//go:noinline
func f5() int  { return f4() }
//go:noinline
func f6() int  { return f5() }
//go:noinline
func f7() int  { return f6() }
//go:noinline
func f8() int  { return f7() }
//go:noinline
func f9() int  { return f8() }
//go:noinline
func f10() int { return f9() }
//go:noinline
func f11() int { return f10() }
//go:noinline
func f12() int { return f11() }
//go:noinline
func f13() int { return f12() }
//go:noinline
func f14() int { return f13() }
//go:noinline
func f15() int { return f14() }
//go:noinline
func f16() int { return f15() }

func pinger(d int, id int, g int) {
	var n int
	switch d {
	case 0:
		t0 := bench_instret()
		for i := 0; i < N; i++ {
			runtime.Gosched()
		}
		n = bench_instret() - t0
	case 1:
		n = f1()
	case 4:
		n = f4()
	case 16:
		n = f16()
	}
	if id == 0 {
		if d == 0 {
			println("ring"+itoa(g), n, g*N)
		} else {
			println("resume"+itoa(d), n, g*N)
		}
	}
	done.Notify()
}

func itoa(d int) string {
	if d < 10 {
		return string(rune('0' + d))
	}
	return itoa(d/10) + string(rune('0'+d%10))
}

// the phases run one after another in a goroutine (waiting in coroutine code), so main returns
// and the scheduler runs with nothing blocked in sync code, like the baselines
func phases() {
	for _, g := range [...]int{2, 8, 32} {
		for id := 0; id < g; id++ {
			go pinger(0, id, g)
		}
		for id := 0; id < g; id++ {
			done.Wait()
		}
	}
	for _, d := range [...]int{1, 4, 16} {
		go pinger(d, 0, 2)
		go pinger(d, 1, 2)
		done.Wait()
		done.Wait()
	}
}

func main() {
	go phases()
}

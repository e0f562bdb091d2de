// corogo:no-oracle: Go 1.22's loop variables (the oracle, Go 1.19, has one variable per loop)
// Each iteration has its own loop variable (Go 1.22): goroutines started by closures in a loop, and
// closures kept past their iteration, see their own iteration's value; in a three-clause loop the
// next iteration's variable starts as a copy of the previous one, after the body changed it.
package main

func main() {
	got := make(chan int, 3)
	for i := 0; i < 3; i++ {
		go func() {
			got <- i * 10
		}()
	}
	println(<-got, <-got, <-got)

	var fs []func() int
	for _, v := range []int{10, 20, 30} {
		fs = append(fs, func() int { return v })
	}
	for k := range 2 {
		fs = append(fs, func() int { return k + 100 })
	}
	for _, f := range fs {
		print(f(), " ")
	}
	println()

	var gs []func()
	for j := 0; j < 6; j++ {
		gs = append(gs, func() { println("j", j) })
		j++
	}
	for _, g := range gs {
		g()
	}
}

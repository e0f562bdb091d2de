package main

import "runtime"

func three() (float64, float64, float64) { return 1, 2, 3 }
func two() ([]int, []int)                { return nil, nil }
func none()                              {}
func app() ([]int, int)                  { return nil, 1 }

func main() {
	_ = complex(three())
	_ = len(two())
	println(none())
	go len(two())
	go append(app())
	go runtime.Gosched()
}

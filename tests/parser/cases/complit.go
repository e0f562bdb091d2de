package main

func headers() {
	if x == (T{}) {
	}
	if v := (T{a: 1}); v.a > 0 {
	}
	for _, p := range []Point{{1, 2}} {
	}
	for i := range [3]int{} {
	}
	if f(T{1}) {
	}
	if a[T{}] {
	}
}

package main

// corogo:oracle
// Every run-time error recovered is a runtime.Error (an error with RuntimeError()) whose Error()
// is Go's message: index and slice bounds, divide by zero, nil dereference, nil map assignment,
// closed and nil channels, negative make sizes and shifts, failed type assertions (a concrete
// type, a missing method, nil) and comparing uncomparable dynamic types.

import "runtime"

type I interface{ M() }

type X int

func check(k int) (msg string) {
	defer func() {
		r := recover()
		if r == nil {
			return
		}
		_, isRT := r.(runtime.Error)
		err, isErr := r.(error)
		if !isErr {
			msg = "not an error"
			return
		}
		println(k, "runtime.Error:", isRT)
		msg = err.Error()
	}()
	s := []int{1, 2, 3}
	str := "abc"
	var p *X
	var m map[string]int
	c := make(chan int, 1)
	var nilc chan int
	var any interface{} = "text"
	var any2 interface{} = X(1)
	var f func()
	n := k - 20
	switch k {
	case 0:
		return "ok " + str
	case 1:
		_ = s[k+4]
	case 2:
		_ = s[:k+5]
	case 3:
		_ = s[k:1]
	case 4:
		_ = str[k+6]
	case 5:
		_ = 10 / (k - 5)
	case 6:
		_ = *p
	case 7:
		m["x"] = 1
	case 8:
		close(c)
		close(c)
	case 9:
		close(nilc)
	case 10:
		close(c)
		c <- 1
	case 11:
		_ = make([]int, n)
	case 12:
		_ = any.(int)
	case 13:
		_ = any2.(I)
	case 14:
		var none interface{}
		_ = none.(string)
	case 15:
		var a, b interface{} = []int{1}, []int{1}
		_ = a == b
	case 16:
		_ = 1 << n
	case 17:
		f()
	case 18:
		_ = str[1:k]
	}
	return "no panic"
}

func main() {
	for k := 0; k < 19; k++ {
		println(k, check(k))
	}
}

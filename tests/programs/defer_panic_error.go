// corogo:oracle
// panic(err) prints err.Error() like Go, and a deferred closure recovers it.
package main

import "errors"

type codeErr struct{ c int }

func (e codeErr) Error() string { return "code " + string(rune('0'+e.c)) }

func try(k int) (res string) {
	defer func() {
		if recover() != nil {
			res = "recovered"
		}
	}()
	if k == 1 {
		panic(errors.New("bad k"))
	}
	return "fine"
}

func main() {
	println(try(0), try(1))
	var e error = codeErr{7}
	panic(e)
}

package main

// corogo:oracle
// With -heap=none, recover() still gives the panic's value: a constant or a word-sized value
// needs no box, and a run-time error is copied to a static slot whose Error() formats into a
// static buffer (docs/defer.md).

var table = [3]int{10, 20, 30}

func get(k int) (v int, msg string) {
	defer func() {
		switch r := recover().(type) {
		case error:
			msg = r.Error()
		case string:
			msg = r
		case int:
			v = r
			msg = "int"
		}
	}()
	if k == 7 {
		panic("seven")
	}
	if k < 0 {
		panic(k * 2)
	}
	return table[k], "ok"
}

func main() {
	for _, k := range [5]int{1, 5, 7, -4, 2} {
		v, msg := get(k)
		println(k, v, msg)
	}
}

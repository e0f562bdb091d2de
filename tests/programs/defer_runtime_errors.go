package main

// corogo:oracle
// Every run-time error is a panic that a deferred recover() stops, like in Go: index out of range,
// slice bounds, integer divide by zero, nil pointer dereference (an explicit check: address 0 is
// readable memory on both boards), closing a closed channel, sending on a closed channel, a
// negative make size. The function returns its named results as they were at the panic.

type P struct{ v int }

func fix(tag string, ok *bool) {
	if recover() != nil {
		println("recovered:", tag)
		*ok = true
	}
}

func try(k int, n int) (res int, ok bool) {
	defer fix("case", &ok)
	res = k
	s := []int{1, 2, 3}
	var p *P
	c := make(chan int, 1)
	switch k {
	case 0:
		res = s[n+3]
	case 1:
		res = len(s[:n+4])
	case 2:
		res = 10 / n
	case 3:
		res = p.v
	case 4:
		close(c)
		close(c)
	case 5:
		close(c)
		c <- 1
	case 6:
		res = len(make([]int, n-1))
	case 7:
		res = s[n:1][0]
	}
	return res, false
}

func main() {
	for k := 0; k < 8; k++ {
		res, ok := try(k, 0)
		println(k, res, ok)
	}
	res, ok := try(2, 5)
	println("no panic:", res, ok)
}

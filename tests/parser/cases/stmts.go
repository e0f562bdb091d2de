package main

func stmts(n int) (r int) {
	var a, b int = 1, 2
	const k = 3
	type T struct{ x int }
	a, b = b, a
	c := a + b
	c += 2
	c <<= 1
	c &^= 4
	c++
	c--
	if c > 0 {
		r = 1
	} else if x := c; x < 0 {
		r = 2
	} else {
		r = 3
	}
	for {
		break
	}
	for c < 10 {
		c++
	}
	for i := 0; i < n; i++ {
		continue
	}
	for ; ; c++ {
	}
	for i, v := range arr {
		_, _ = i, v
	}
	for i = range arr {
	}
	for range 10 {
	}
	for _ = range "abc" {
	}
outer:
	for {
		switch x := n; x {
		case 1, 2:
			fallthrough
		case 3:
			break outer
		default:
			continue outer
		}
	}
	switch {
	case n > 1:
	}
	switch n {
	}
	goto end
end:
	go worker(1, 2)
	defer cleanup()
	select {
	case v := <-ch:
		_ = v
	case ch <- 1:
	default:
	}
	ch <- 3
	{
		;
	}
	return n
}

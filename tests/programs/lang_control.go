package main

// if/else with init, the three for forms, switch (tag, tagless, init, fallthrough), labelled
// break and continue, range over arrays, slices and strings.

func classify(n int) string {
	switch {
	case n < 0:
		return "negative"
	case n == 0:
		return "zero"
	case n < 10:
		return "small"
	default:
		return "large"
	}
}

func fall(n int) int {
	r := 0
	switch n {
	case 1:
		r += 1
		fallthrough
	case 2:
		r += 10
		fallthrough
	case 3:
		r += 100
	case 4, 5:
		r = -1
	default:
		r = -2
	}
	return r
}

func main() {
	for i := -1; i < 12; i += 4 {
		println(i, classify(i))
	}
	println(fall(1), fall(2), fall(3), fall(5), fall(9))
	if x := fall(3); x > 50 {
		println("big", x)
	} else if x > 5 {
		println("mid", x)
	} else {
		println("small", x)
	}
	n := 0
	for n < 5 {
		n += 2
	}
	println(n)
	k := 0
	for {
		k++
		if k == 3 {
			continue
		}
		if k > 5 {
			break
		}
		print(k, " ")
	}
	println()
outer:
	for i := 0; i < 4; i++ {
		for j := 0; j < 4; j++ {
			if j == 2 {
				continue outer
			}
			if i == 3 {
				break outer
			}
			print(i, j, ";")
		}
	}
	println()
	arr := [4]int{10, 20, 30, 40}
	sum := 0
	for i, v := range arr {
		sum += i * v
	}
	println(sum)
	sl := arr[1:3]
	for i := range sl {
		sl[i]++
	}
	println(arr[1], arr[2], len(sl), cap(sl))
	for i, c := range "héllo, 世界" {
		print(i, ":", c, " ")
	}
	println()
	str := "abcdef"
	println(str[1:4], str[:2], str[4:], len(str[2:]), str[0])
	switch y := 3; y {
	case 1, 2:
		println("one or two")
	case 3:
		println("three")
		break
	}
}

package main

func a(x int) int {
	if x > 0 {
		return 1
	}
}

func b(x int) int {
	for {
		if x > 0 {
			break
		}
	}
}

func c(x int) int {
	switch x {
	case 1:
		return 1
	}
}

func d(x int) int {
	for {
	}
}

func e(x int) int {
	switch {
	case x > 0:
		return 1
	default:
		panic("no")
	}
}

func f(x int) (r int) {
	r = x
}

func main() {
	println(a(1), b(1), c(1), d(1), e(1), f(1))
}

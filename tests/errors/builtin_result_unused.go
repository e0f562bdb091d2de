package main

func main() {
	a := []int{1}
	complex(1, 2)
	imag(1i)
	real(2.5)
	len(a)
	go append(a, 0)
	go complex(1, 2)
	go new(int)
	defer cap(a)
	defer real(1i)
}

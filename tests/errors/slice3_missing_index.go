package main

func main() {
	var a [10]int
	s := a[:]
	_ = a[::]
	_ = s[1::3]
	_ = s[1:2:]
	str := "hello"
	_ = str[1:2:3]
	_ = a[3:2]
	_ = s[1:3:2]
	var n int = "x"
	_ = n
}

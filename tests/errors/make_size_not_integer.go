package main

func main() {
	f := 2.0
	var c complex64
	_ = make([]byte, float32(1.0))
	_ = make([]byte, 0, f)
	_ = make([]int, c)
	_ = make(chan int, f)
	_ = make(map[int]int, 1.5)
	_ = make([]byte, "x")
}

package main

func main() {
	for i := 0; i < 3; i++ {
		defer println(i)
	}
	x := 0
again:
	x++
	defer println("after a label", x)
	if x < 2 {
		goto again
	}
}

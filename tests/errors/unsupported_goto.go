package main

func main() {
	i := 0
loop:
	i++
	if i < 3 {
		goto loop
	}
	println(i)
}

package main

func main() {
	i := 0
loop:
	if i < 3 {
		i++
		goto loop
	}
	goto missing
	{
	inner:
		println("x")
	}
	goto inner
	goto after
	v := 5
after:
	println(i, v)
}

// panic with a float prints it in println's format, like Go's runtime ("panic: -Inf"), exit 2.
package main

func scale(x float32, by float32) float32 {
	if by == 0 {
		panic(x / by)
	}
	return x * by
}

func main() {
	println(scale(-0.25, 2))
	println(scale(-0.25, 0))
}

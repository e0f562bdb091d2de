// ~T is a term of a constraint; Go's parser takes ~x as an expression all the same and its
// checker refuses it there, in its words.
package main

type Number interface{ ~int | ~float64 }

func twice[T Number](x T) T { return x + x }

func main() {
	x := 1
	_ = ~x
	println(twice(x))
}

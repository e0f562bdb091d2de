// A generic function whose body instantiates it with a larger type argument has no end of
// instances: Go's "instantiation cycle" (corogo stops at a nesting of 64 instances).
package main

func F[T any](x T) {
	F[*T](&x)
}

func main() { F(1) }

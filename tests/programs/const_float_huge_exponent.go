// Float constants with huge decimal exponents (1e1000000, 1e-600000000): Go's constant arithmetic
// keeps them, and only a value that must fit a type has to be representable.
package main

const tiny = 1e-1000000
const huge = 1e1000000

func main() {
	println(tiny*huge, huge/1e999999, 2.5e100000/1e100000, tiny < 1e-999999, huge > 1e999999)
	println(1/(1/huge) > 1e999999, float32(3e-40000*1e40000))
}

// panic with a complex value prints it like println, exit 2.
package main

func main() {
	z := complex(1, -0.5)
	println(z * z)
	panic(z / 0)
}

// //corogo:funcvalue NAME must name a blocking intrinsic of the same package and receiver type,
// with an identical signature: a user package has none.
package main

//corogo:funcvalue helper
func wrapper() {}

func helper() {}

//corogo:funcvalue missing
func other(x int) {}

func main() {
	wrapper()
	other(1)
}

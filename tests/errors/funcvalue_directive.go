// //corogo:funcvalue needs a name and a function with a body below it.
package main

//corogo:funcvalue
func bare() {}

//corogo:funcvalue Sleep
func noBody()

func main() {
	bare()
}

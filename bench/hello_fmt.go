// fmt.Println("hello") (bench/fmt.sh): the program TinyGo's figure is measured with.
package main

import "fmt"

func main() {
	fmt.Println("hello")
}

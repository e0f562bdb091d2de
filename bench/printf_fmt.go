// fmt.Printf of an int, a string, a float64 and a struct (bench/fmt.sh).
package main

import "fmt"

type reading struct {
	Sensor string
	Value  int
}

func main() {
	fmt.Printf("%d %s %.2f %v\n", 42, "temp", 21.456, reading{"t1", 7})
}

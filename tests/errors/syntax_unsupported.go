package main

func Map[T any](x T) T { return x }

func main() {
	var i interface{}
	n := i.(int)
	switch v := i.(type) {
	}
	println(n)
}

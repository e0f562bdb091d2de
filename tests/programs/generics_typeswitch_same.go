// A type switch in a generic function may list a type parameter and a type it is instantiated
// with: in the instance both cases name one type, and the first one matches (Go checks the
// generic body, where the two differ); the same for constants of an expression switch.
package main

func which[T any](x interface{}) string {
	switch x.(type) {
	case T:
		return "T"
	case int:
		return "int"
	case string:
		return "string"
	}
	return "other"
}

func kind[T ~int](v T) string {
	switch v {
	case T(1):
		return "T(1)"
	case 1:
		return "1"
	}
	return "?"
}

func main() {
	println(which[int](3), which[int]("s"), which[string]("s"), which[string](3), which[bool](2.5))
	println(kind(1), kind(2))
}

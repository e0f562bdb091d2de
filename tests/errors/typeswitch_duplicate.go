package main

type T int

type F func(int)

func main() {
	var x interface{}
	switch x.(type) {
	case int, T:
	case string, int:
	case nil:
	case func(int):
	case func(n int):
	case F, nil:
	case T:
	}
	switch v := x.(type) {
	case error, []byte:
		_ = v
	case []uint8:
	}
}

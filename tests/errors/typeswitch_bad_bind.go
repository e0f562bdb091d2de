package main

func f() {}

func main() {
	switch f() := interface{}(nil).(type) {
	default:
	}
	switch x.y := interface{}(1).(type) {
	}
}

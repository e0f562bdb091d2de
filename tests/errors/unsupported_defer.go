package main

func cleanup() {}

func main() {
	defer cleanup()
	if r := recover(); r != nil {
	}
}

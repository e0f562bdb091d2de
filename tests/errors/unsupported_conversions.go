package main

func main() {
	s := "abc"
	b := []byte(s) // supported: the error is the []rune one
	r := []rune(s)
	println(string(b), len(r))
}

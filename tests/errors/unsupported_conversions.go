package main

func main() {
	s := "abc"
	b := []byte(s)
	r := []rune(s)
	println(string(b), len(r))
}

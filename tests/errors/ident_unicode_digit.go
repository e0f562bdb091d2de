package main

var x۶ = 1 // a Unicode digit after the first character is part of the identifier

var ۶ = 0 // Go: not as the first character

var ０y = 2

func main() { println(x۶) }

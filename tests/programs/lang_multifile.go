package main

// A package in two files (the second is lang_multifile.d/extra.go, named in .flags): names of
// either file are visible in both, variables initialise in dependency order across files, init
// functions run file by file in command-line order, imports are per file.

var fromMain = fromExtra + 1

func init() {
	println("init main.go", fromMain, fromExtra)
}

func main() {
	var s Stack
	s.Push(fromMain)
	s.Push(fromExtra)
	println(s.Pop(), s.Pop(), s.n, twice(21))
}

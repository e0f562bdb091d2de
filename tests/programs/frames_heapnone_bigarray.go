package main

// With -heap=none (the .flags): a package-level &[5000]int{...} is a static object, and -heap=none
// agrees with codegen, because both read the one list of allocation sites codegen records (issue
// 11: this built, then failed with an internal error).

var p = &[5000]int{1, 2, 3}

func main() {
	p[4999] = p[0] + p[2]
	println(p[0], p[1], p[2], p[3], p[4999], len(p))
}

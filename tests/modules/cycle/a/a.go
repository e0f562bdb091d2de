package a

import "example.com/cycle/b"

var A = b.B + 1

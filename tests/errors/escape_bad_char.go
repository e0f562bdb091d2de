// A character that cannot continue an escape, a closing quote or a newline too, with go1.19's
// words: invalid character %q in octal/hexadecimal escape.
package main

var c00 uint8 = '\0'
var cx0 uint8 = '\x0'
var s = "\x4"
var u = "\u12G4"

func main() {}

// Import paths go1.19 refuses, with its words: empty, bad characters, absolute.
package main

import (
	""
	"a!"
	"a b"
	"a\\b"
	"\x7f"
	"\x80"
	"/foo"
	"c:/foo"
	"fmt"
)

func main() { fmt.Println() }

// strconv.Itoa and strings.ToUpper, from GOROOT (bench/stdlib.sh; issue #26's flash row).
package main

import (
	"strconv"
	"strings"
)

func main() {
	println(strings.ToUpper("hello, " + strconv.Itoa(42)))
}

package main

import (
	"bufio"
	"strings"
)

func (b *bufio.Reader) Buffered() int { // no new methods on another package's type
	return -1
}

func (strings.Builder) Twice() {}

func main() {}

// io.Pipe between goroutines, read line by line by a bufio.Scanner.
package main

import (
	"bufio"
	"io"
	"strings"
)

func main() {
	pr, pw := io.Pipe()
	go func() {
		for i := 0; i < 3; i++ {
			io.WriteString(pw, strings.Repeat("ab", i+1)+"\n")
		}
		pw.Close()
	}()
	sc := bufio.NewScanner(pr)
	for sc.Scan() {
		println("got", sc.Text())
	}
	println(sc.Err() == nil)
}

// corogo:oracle
// corogo's os package against Go's: Stdout and Stderr as *os.File (Write, WriteString, through io
// and bufio), Args, the environment (a variable nobody sets; Setenv/LookupEnv/Unsetenv), the file
// functions' *PathError wrapping ErrNotExist, Stdin read by a bufio.Scanner, and Exit's status
// (deferred calls do not run).
package main

import (
	"bufio"
	"errors"
	"io"
	"os"
)

func main() {
	n, err := os.Stdout.Write([]byte("to stdout\n"))
	println(n, err == nil)
	os.Stderr.WriteString("to stderr\n")
	io.WriteString(os.Stdout, "via io.WriteString\n")
	w := bufio.NewWriter(os.Stdout)
	w.WriteString("buffered line\n")
	println("before flush")
	w.Flush()
	println(len(os.Args), os.Args[0] != "")
	println(os.Getenv("COROGO_NOT_SET") == "")
	_, ok := os.LookupEnv("COROGO_NOT_SET")
	println(ok)
	os.Setenv("COROGO_X", "1")
	v, ok := os.LookupEnv("COROGO_X")
	println(v, ok)
	os.Unsetenv("COROGO_X")
	println(os.Getenv("COROGO_X") == "")
	_, err = os.Open("/no/such/file")
	println(err.Error())
	println(os.IsNotExist(err), errors.Is(err, os.ErrNotExist), errors.Is(err, os.ErrExist))
	pe, ok := err.(*os.PathError)
	println(ok, pe.Op, pe.Path, errors.Unwrap(err) == pe.Err)
	_, err = os.ReadFile("config.txt")
	println(err.Error(), os.IsNotExist(err))
	println(os.Remove("/no/such/file").Error())
	sc := bufio.NewScanner(os.Stdin)
	for i := 0; i < 2 && sc.Scan(); i++ {
		println("line:", sc.Text())
	}
	println(os.Stdout.Name(), os.Stderr.Name(), os.Stdin.Fd())
	defer println("deferred: not printed")
	os.Exit(3)
}

// Syntax errors in go1.19's words and with its recovery: a name or a keyword is named as written
// ("unexpected y", no "name" prefix), a block whose { is missing goes on at the next name (the
// statement z is no error of its own), and <- re-associates down a chain of send-only channel
// types until one that is not ("unexpected int, expecting chan").
package main

func main() {
	if x; y
	{
		z
	}
	x := 1 y
	var c = (<-chan<- int)(nil)
	switch {
	} case
}

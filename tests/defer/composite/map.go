// want: ^panic: \(map\[string\]int\) 0x[0-9a-f]+$
// A panic with a value Go prints by its type and address (a map): deferred calls run first, then
// Go's line "panic: (type) 0x<address>" (the address differs from Go's: the test checks the
// shape), exit 2.
package main

type T struct{ a, b int }

func main() {
	defer println("deferred")
	panic(map[string]int{"a": 1})
}

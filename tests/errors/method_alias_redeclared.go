// A method declared through an alias of a local type is the type's: declared twice, go1.19's
// "T.m redeclared in this block" names the type, not the alias.
package main

type T struct{}
type A = T

func (T) m() {}
func (A) m() {}
func (*A) n() {}
func (*T) n() {}

func main() {}

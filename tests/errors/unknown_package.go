package main

import "go/ast"

func main() {
	_ = ast.Ident{}
}

// unicode.IsLetter and unicode.ToUpper from GOROOT: the package's tables are built at compile time
// and only those the program reaches stay, read-only (unicode_tables.expected: _L's two range
// arrays and CaseRanges, 11,258 bytes, 8,706 with CaseRanges cut to the fields ToUpper reads
// (src/transform/tablecut.c), 5,009 with the tables packed (tablepack.c); Categories, Scripts,
// Properties and the other 600-odd tables are gone, and nothing is in .data).
package main

import "unicode"

func main() {
	for _, r := range "Hello, World 42 é" {
		println(unicode.IsLetter(r), string(unicode.ToUpper(r)))
	}
}

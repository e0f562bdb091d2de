// unicode from the installed Go's GOROOT: its range tables, case tables and maps are built at
// compile time (src/interp/interp.c), so they are read-only data and only those the program
// reaches are kept. Classes, case mapping, special cases, folding orbits, the category and
// script maps, In and IsOneOf.
package main

import "unicode"

func main() {
	for _, r := range "aZ5 é\tÉß\u01c5\u0391ω٣,€\u2028🙂\x00\u00ad" {
		println(r, unicode.IsLetter(r), unicode.IsUpper(r), unicode.IsLower(r), unicode.IsTitle(r),
			unicode.IsDigit(r), unicode.IsNumber(r), unicode.IsSpace(r), unicode.IsPunct(r),
			unicode.IsSymbol(r), unicode.IsPrint(r), unicode.IsGraphic(r), unicode.IsControl(r),
			unicode.IsMark(r))
		println(unicode.ToUpper(r), unicode.ToLower(r), unicode.ToTitle(r), unicode.SimpleFold(r))
	}
	println(unicode.TurkishCase.ToUpper('i'), unicode.TurkishCase.ToLower('I'), unicode.To(unicode.UpperCase, 'ǆ'))
	println(unicode.Is(unicode.Han, '世'), unicode.Is(unicode.Greek, 'ω'), unicode.Is(unicode.Latin, 'ω'))
	println(unicode.In('ж', unicode.Latin, unicode.Cyrillic), unicode.IsOneOf([]*unicode.RangeTable{unicode.Digit}, '7'))
	println(len(unicode.Categories) > 30, unicode.Is(unicode.Categories["Lu"], 'Q'), unicode.Scripts["Arabic"] == unicode.Arabic)
	println(unicode.Is(unicode.Properties["White_Space"], ' '), unicode.FoldCategory["Lu"] != nil, unicode.MaxRune, unicode.Version)
	n := 0
	for r := rune(0); r < 0x3000; r++ {
		if unicode.IsUpper(r) && unicode.ToLower(r) != r {
			n++
		}
	}
	println(n)
}

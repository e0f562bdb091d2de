// Package bits is corogo's math/bits: Go 1.19's source unchanged except that the overflow and
// divide-by-zero panics of Div32/Div64 are string panics with the runtime error's text
// (LICENSE is Go's BSD license). UintSize is 32 on the boards.
package bits

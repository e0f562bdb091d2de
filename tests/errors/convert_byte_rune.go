package main

// A conversion's target type is named as written: byte and rune, not uint8 and int32 (Go's
// test/convert1.go expects them).
func main() {
	var si []int64
	var f float64
	var ps *string
	_ = []byte(si)
	_ = []rune(si)
	_ = [2]rune(f)
	_ = (*[2]byte)(ps)
	_ = []uint8(si)
	_ = ([]int32)(si)
}

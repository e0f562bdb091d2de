package main

// Untyped constants with exact arithmetic, iota, typed constants, shifts and integer wrap-around.

const (
	KB = 1 << (10 * (iota + 1))
	MB
	GB
)

type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	_
	Thursday
)

const huge = 1 << 200
const back = huge >> 190 // exact: 1024
const mask8 = ^uint8(0)
const neg = -7 / 2
const rem = -7 % 2
const str = "go" + "lang"
const r = 'a' + 1

func main() {
	println(KB, MB, GB)
	println(Sunday, Monday, Tuesday, Thursday)
	println(back, mask8, neg, rem, str, len(str), r)
	var i8 int8 = 127
	i8++
	println(i8)
	var u8 uint8 = 0
	u8--
	println(u8)
	var u32 uint32 = 1 << 31
	println(u32*2, u32+u32-1)
	var s uint = 40
	var x int32 = 1
	println(x<<s, x<<31, -1>>s)
	var big uint64 = 1 << 63
	println(big, big>>62)
	var i64 int64 = -9223372036854775808
	println(i64, i64-1)
	a, b := 7, -2
	println(a/b, a%b, -a/b, -a%b)
	println(0x7fffffff, 0b1010, 0o17, 017, 1_000_000)
	const typed int16 = 300
	println(typed*100, int8(typed>>2))
	var shifted int64 = 1 << s
	println(shifted)
}

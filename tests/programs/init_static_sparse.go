package main

// Large objects that initialisers leave mostly zero (interp.c): a 4 KiB buffer from make with two
// bytes set, and a zeroed array variable an init-time function writes a few elements of, stay zeros
// in .bss with a start-up store per non-zero word, not 4 KiB of initialised data in flash. A dense
// one next to them is data. All three are written at run time.

var buf = make([]byte, 4096)
var big [1024]int32
var ptrs = make([]*int32, 300)
var dense = make([]byte, 300)

func setup() int {
	buf[10] = 7
	buf[4095] = 9
	big[5] = 3
	big[1023] = -1
	ptrs[7] = &big[5]
	for i := range dense {
		dense[i] = byte(i*7 + 1)
	}
	return len(buf)
}

var n = setup()

func main() {
	println(n, buf[10], buf[4095], buf[11], big[5], big[1023], big[0], *ptrs[7], ptrs[8] == nil, dense[299])
	buf[11] = 1
	big[0] = 2
	*ptrs[7] = 4
	dense[0] = 0
	s := 0
	for _, b := range buf {
		s += int(b)
	}
	println(s, big[0], big[5], dense[0], dense[1])
}

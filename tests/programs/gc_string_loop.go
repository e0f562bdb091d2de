// The collector reclaims: a string-building loop allocates about 8 MiB in total, 500 times its
// 16 KiB heap (gc_string_loop.flags), and finishes, because every string it drops is garbage.
package main

import "runtime"

func main() {
	total := 0
	last := ""
	for round := 0; round < 100; round++ {
		s := ""
		for i := 0; i < 400; i++ {
			s += string(rune('a' + (round+i)%26)) // a new, longer string each time
		}
		total += len(s)
		last = s[:10] + s[390:]
	}
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	println(total, last)
	println("collected:", m.NumGC > 0, "allocated more than 10x the heap:", m.TotalAlloc > 10*16384)
}

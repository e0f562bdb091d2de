// copy() between overlapping and disjoint parts of one array, forward and backward, at every
// alignment of source and destination and lengths across the word loops' edges (the RISC-V port's
// memmove and memcpy move words when the alignments agree, bytes otherwise): each result is
// checked against a byte-by-byte model of Go's copy and summed.
package main

func model(b []byte, d, s, n int) {
	tmp := make([]byte, n)
	for i := 0; i < n; i++ {
		tmp[i] = b[s+i]
	}
	for i := 0; i < n; i++ {
		b[d+i] = tmp[i]
	}
}

func main() {
	var a, m [96]byte
	sum, bad := 0, 0
	for n := 0; n <= 40; n++ {
		for s := 0; s < 8; s++ {
			for d := 0; d < 8; d++ {
				for _, shift := range []int{0, 1, 3, 4, 17, 40} {
					dd := d + shift
					for i := range a {
						a[i] = byte(i*7 + n)
						m[i] = a[i]
					}
					got := copy(a[dd:dd+n], a[s:s+n])
					model(m[:], dd, s, n)
					if a != m || got != n {
						bad++
					}
					// and the other way round: destination below the source
					got = copy(a[s:s+n], a[dd:dd+n])
					model(m[:], s, dd, n)
					if a != m || got != n {
						bad++
					}
					for _, v := range a {
						sum = sum*31 + int(v)
						sum &= 0xffffff
					}
				}
			}
		}
	}
	// a big copy, disjoint, and a string to bytes conversion
	big := make([]byte, 5000)
	for i := range big {
		big[i] = byte(i % 251)
	}
	dst := make([]byte, 5000)
	copy(dst[1:], big[:4999])
	str := string(big[3:4003])
	bs := []byte(str)
	println(sum, bad, dst[4999], bs[3999], copy(big[2:], big), big[4999])
}

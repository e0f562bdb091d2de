// Package bytealg is corogo's replacement for Go's internal/bytealg, whose byte-search functions
// are assembly on GOARCH=arm: the same API (the one strings, bytes, strconv and path use), in
// plain Go loops, which LLVM optimises for the board's CPU.
package bytealg

// MaxLen is 0: Index and IndexString are never given a pattern by length (strings and bytes then
// use their brute-force and Rabin-Karp searches).
var MaxLen int

// MaxBruteForce is the pattern length up to which callers search byte by byte.
const MaxBruteForce = 64

// PrimeRK is the base of the Rabin-Karp rolling hash.
const PrimeRK = 16777619

// Cutover is how many failed first-byte matches the callers tolerate before Index (unused while
// MaxLen is 0).
func Cutover(n int) int { return (n + 16) / 8 }

// Compare orders a and b bytewise: -1, 0 or +1.
func Compare(a, b []byte) int {
	n := len(a)
	if len(b) < n {
		n = len(b)
	}
	for i := 0; i < n; i++ {
		if a[i] != b[i] {
			if a[i] < b[i] {
				return -1
			}
			return 1
		}
	}
	switch {
	case len(a) < len(b):
		return -1
	case len(a) > len(b):
		return 1
	}
	return 0
}

// Equal reports whether a and b hold the same bytes.
func Equal(a, b []byte) bool { return string(a) == string(b) }

// Count is the number of c in b.
func Count(b []byte, c byte) int {
	n := 0
	for _, x := range b {
		if x == c {
			n++
		}
	}
	return n
}

// CountString is the number of c in s.
func CountString(s string, c byte) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			n++
		}
	}
	return n
}

// IndexByte is the first index of c in b, -1 if none.
func IndexByte(b []byte, c byte) int {
	for i, x := range b {
		if x == c {
			return i
		}
	}
	return -1
}

// IndexByteString is the first index of c in s, -1 if none.
func IndexByteString(s string, c byte) int {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return i
		}
	}
	return -1
}

// Index is the first index of sep in s, -1 if none.
func Index(s, sep []byte) int { return IndexString(string(s), string(sep)) }

// IndexString is the first index of sep in s, -1 if none.
func IndexString(s, sep string) int {
	for i := 0; i+len(sep) <= len(s); i++ {
		if s[i:i+len(sep)] == sep {
			return i
		}
	}
	return -1
}

// HashStr is sep's Rabin-Karp hash (first byte most significant) and PrimeRK to the power
// len(sep).
func HashStr(sep string) (uint32, uint32) {
	var h uint32
	for i := 0; i < len(sep); i++ {
		h = h*PrimeRK + uint32(sep[i])
	}
	return h, power(len(sep))
}

// HashStrBytes is HashStr of a byte slice.
func HashStrBytes(sep []byte) (uint32, uint32) { return HashStr(string(sep)) }

// HashStrRev is HashStr of sep read from its end (for searches from the end).
func HashStrRev(sep string) (uint32, uint32) {
	var h uint32
	for i := len(sep) - 1; i >= 0; i-- {
		h = h*PrimeRK + uint32(sep[i])
	}
	return h, power(len(sep))
}

// HashStrRevBytes is HashStrRev of a byte slice.
func HashStrRevBytes(sep []byte) (uint32, uint32) { return HashStrRev(string(sep)) }

func power(n int) uint32 {
	p, sq := uint32(1), uint32(PrimeRK)
	for ; n > 0; n >>= 1 {
		if n&1 != 0 {
			p *= sq
		}
		sq *= sq
	}
	return p
}

// IndexRabinKarp is the first index of sep in s, -1 if none, by a rolling hash.
func IndexRabinKarp(s, sep string) int {
	h, pow := HashStr(sep)
	n := len(sep)
	if len(s) < n {
		return -1
	}
	var w uint32
	for i := 0; i < n; i++ {
		w = w*PrimeRK + uint32(s[i])
	}
	for i := 0; ; i++ {
		if w == h && s[i:i+n] == sep {
			return i
		}
		if i+n >= len(s) {
			return -1
		}
		w = w*PrimeRK + uint32(s[i+n]) - pow*uint32(s[i])
	}
}

// IndexRabinKarpBytes is IndexRabinKarp of byte slices.
func IndexRabinKarpBytes(s, sep []byte) int { return IndexRabinKarp(string(s), string(sep)) }

// string(b) of a []byte in comparisons and map lookups (no copy in corogo, as in Go: the IR test
// tests/ir/string_nocopy checks that no allocation is left), with the values Go gives. (When the
// other operand calls a function that rewrites b, the order of the conversion and the call is
// unspecified, and gc's differs between println arguments and assignments: not tested.)
package main

var m = map[string]int{"ab": 1, "cd": 2}

var buf = [4]byte{'a', 'b', 'c', 'd'}

func main() {
	b := buf[:2]
	n := 0
	for i := 0; i < 1000; i++ {
		if string(b) == "ab" {
			n += m[string(b)]
		}
		if v, ok := m[string(buf[2:])]; ok && string(b) < string(buf[2:]) {
			n += v
		}
		if _, ok := m[string(buf[1:3])]; ok {
			n += 1000
		}
	}
	println(n, string(b) != "ab", string(b) >= "aa", "ab" == string(b))
	buf[0] = 'c'
	b = buf[:]
	println(m[string(b[:2])], m[string(b)], len(m))
}

// time.Duration.String: Go's formats for every unit and sign (Go's algorithm in
// runtime-baremetal/lib/time; string([]byte) conversion), and []byte <-> string conversions.
package main

import "time"

func main() {
	ds := []time.Duration{0, 1, 999, 1000, 1500, 999999, time.Millisecond, 1500 * time.Microsecond,
		time.Second, 1500 * time.Millisecond, 90 * time.Second, time.Hour + 2*time.Minute + 3*time.Second,
		-time.Second, -1, 72*time.Hour + 3*time.Minute + 500*time.Millisecond, 1<<63 - 1, -1 << 63}
	for _, d := range ds {
		println(d.String())
	}
	b := []byte("héllo")
	b[0] = 'H'
	println(string(b), len(b))
	println(string(b[1:3]) == "é", string([]byte("")) == "")
}

// A moving-average filter two ways: float64 and Q16.16 fixed point, over the same noisy samples
// (a deterministic LCG), printing both outputs, their difference and the running maximum error;
// float32 accumulation beside them. The kind of code a sensor loop on these boards runs.
// corogo:oracle
package main

const window = 8

type floatFilter struct {
	buf  [window]float64
	pos  int
	sum  float64
	full bool
}

func (f *floatFilter) Add(x float64) float64 {
	f.sum -= f.buf[f.pos]
	f.buf[f.pos] = x
	f.sum += x
	f.pos = (f.pos + 1) % window
	if f.pos == 0 {
		f.full = true
	}
	if !f.full {
		return f.sum / float64(f.pos)
	}
	return f.sum / window
}

type fixedFilter struct {
	buf [window]int32 // Q16.16
	pos int
	sum int64
	n   int
}

func (f *fixedFilter) Add(x int32) int32 {
	f.sum -= int64(f.buf[f.pos])
	f.buf[f.pos] = x
	f.sum += int64(x)
	f.pos = (f.pos + 1) % window
	if f.n < window {
		f.n++
	}
	return int32(f.sum / int64(f.n))
}

var seed uint32 = 12345

func noise() float64 {
	seed = seed*1103515245 + 12345
	return float64(int32(seed>>8)%2000) / 1000 // -2 .. 2
}

func main() {
	var ff floatFilter
	var xf fixedFilter
	var acc32 float32
	maxErr := 0.0
	for i := 0; i < 40; i++ {
		x := 10 + 5*float64(i%10)/10 + noise()
		a := ff.Add(x)
		q := xf.Add(int32(x * 65536))
		b := float64(q) / 65536
		d := a - b
		if d < 0 {
			d = -d
		}
		if d > maxErr {
			maxErr = d
		}
		acc32 += float32(a) * 0.125
		if i%4 == 3 {
			println(i, x, a, b, d, maxErr, acc32)
		}
	}
	println("max error below 2^-14:", maxErr < 1.0/16384)
}

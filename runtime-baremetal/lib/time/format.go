// Formatting of corogo's Time with Go's layouts (the reference time Mon Jan 2 15:04:05 MST 2006
// spelled in the layout: every element of Go's Format, fractional seconds with either separator),
// Go's layout constants, and Duration's float conversions, Round, Truncate and Abs.
package time

const (
	Layout      = "01/02 03:04:05PM '06 -0700"
	ANSIC       = "Mon Jan _2 15:04:05 2006"
	UnixDate    = "Mon Jan _2 15:04:05 MST 2006"
	RubyDate    = "Mon Jan 02 15:04:05 -0700 2006"
	RFC822      = "02 Jan 06 15:04 MST"
	RFC822Z     = "02 Jan 06 15:04 -0700"
	RFC850      = "Monday, 02-Jan-06 15:04:05 MST"
	RFC1123     = "Mon, 02 Jan 2006 15:04:05 MST"
	RFC1123Z    = "Mon, 02 Jan 2006 15:04:05 -0700"
	RFC3339     = "2006-01-02T15:04:05Z07:00"
	RFC3339Nano = "2006-01-02T15:04:05.999999999Z07:00"
	Kitchen     = "3:04PM"
	Stamp       = "Jan _2 15:04:05"
	StampMilli  = "Jan _2 15:04:05.000"
	StampMicro  = "Jan _2 15:04:05.000000"
	StampNano   = "Jan _2 15:04:05.000000000"
)

// appendInt appends n in decimal, zero-padded to width digits (after a minus sign).
func appendInt(b []byte, n int, width int) []byte {
	u := uint(n)
	if n < 0 {
		b = append(b, '-')
		u = uint(-n)
	}
	var buf [20]byte
	i := len(buf)
	for u >= 10 {
		i--
		buf[i] = byte('0' + u%10)
		u /= 10
	}
	i--
	buf[i] = byte('0' + u)
	for w := len(buf) - i; w < width; w++ {
		b = append(b, '0')
	}
	return append(b, buf[i:]...)
}

func has(s string, i int, p string) bool { return len(s)-i >= len(p) && s[i:i+len(p)] == p }

func lowerAt(s string, i int) bool { return i < len(s) && s[i] >= 'a' && s[i] <= 'z' }

// String is t in the layout "2006-01-02 15:04:05.999999999 -0700 MST" (Go adds the monotonic
// reading of Now as " m=+…"; corogo's Time keeps none).
func (t Time) String() string { return t.Format("2006-01-02 15:04:05.999999999 -0700 MST") }

// GoString is t as Go source, for %#v.
func (t Time) GoString() string {
	y, m, d := t.Date()
	hh, mm, ss := t.Clock()
	b := []byte("time.Date(")
	b = appendInt(b, y, 0)
	b = append(b, ", time."...)
	b = append(b, m.String()...)
	for _, v := range [...]int{d, hh, mm, ss, t.Nanosecond()} {
		b = append(b, ", "...)
		b = appendInt(b, v, 0)
	}
	b = append(b, ", "...)
	switch l := t.Location(); l {
	case UTC:
		b = append(b, "time.UTC"...)
	case Local:
		b = append(b, "time.Local"...)
	default:
		b = append(b, "time.Location("...)
		b = append(b, '"')
		b = append(b, l.name...)
		b = append(b, '"', ')')
	}
	return string(append(b, ')'))
}

// Format is t written in layout; AppendFormat appends it to b.
func (t Time) Format(layout string) string {
	var buf [64]byte
	return string(t.AppendFormat(buf[:0], layout))
}

func (t Time) AppendFormat(b []byte, layout string) []byte {
	year, month, day := t.Date()
	hour, min, sec := t.Clock()
	nsec := t.Nanosecond()
	zname, zoff := t.Zone()
	for i := 0; i < len(layout); {
		c := layout[i]
		n := 0 // length of the element at i (0: a literal byte)
		switch c {
		case 'J':
			if has(layout, i, "January") {
				b, n = append(b, month.String()...), 7
			} else if has(layout, i, "Jan") && !lowerAt(layout, i+3) {
				b, n = append(b, month.String()[:3]...), 3
			}
		case 'M':
			if has(layout, i, "Monday") {
				b, n = append(b, t.Weekday().String()...), 6
			} else if has(layout, i, "Mon") && !lowerAt(layout, i+3) {
				b, n = append(b, t.Weekday().String()[:3]...), 3
			} else if has(layout, i, "MST") {
				n = 3
				if zname != "" {
					b = append(b, zname...)
				} else {
					b = appendZone(b, zoff, false, true, false)
				}
			}
		case '0':
			if has(layout, i, "002") {
				b, n = appendInt(b, t.YearDay(), 3), 3
			} else if i+1 < len(layout) && layout[i+1] >= '1' && layout[i+1] <= '6' {
				n = 2
				switch layout[i+1] {
				case '1':
					b = appendInt(b, int(month), 2)
				case '2':
					b = appendInt(b, day, 2)
				case '3':
					b = appendInt(b, hour12(hour), 2)
				case '4':
					b = appendInt(b, min, 2)
				case '5':
					b = appendInt(b, sec, 2)
				case '6':
					y := year % 100
					if y < 0 {
						y = -y
					}
					b = appendInt(b, y, 2)
				}
			}
		case '1':
			if has(layout, i, "15") {
				b, n = appendInt(b, hour, 2), 2
			} else {
				b, n = appendInt(b, int(month), 0), 1
			}
		case '2':
			if has(layout, i, "2006") {
				b, n = appendInt(b, year, 4), 4
			} else {
				b, n = appendInt(b, day, 0), 1
			}
		case '_':
			if has(layout, i, "_2006") { // a literal '_' before the year
				b, n = appendInt(append(b, '_'), year, 4), 5
			} else if has(layout, i, "__2") {
				yd := t.YearDay()
				for w := 100; w > 1 && yd < w; w /= 10 {
					b = append(b, ' ')
				}
				b, n = appendInt(b, yd, 0), 3
			} else if has(layout, i, "_2") {
				if day < 10 {
					b = append(b, ' ')
				}
				b, n = appendInt(b, day, 0), 2
			}
		case '3':
			b, n = appendInt(b, hour12(hour), 0), 1
		case '4':
			b, n = appendInt(b, min, 0), 1
		case '5':
			b, n = appendInt(b, sec, 0), 1
		case 'P', 'p':
			if i+1 < len(layout) && layout[i+1] == c+'M'-'P' {
				s := "AM"
				if hour >= 12 {
					s = "PM"
				}
				if c == 'p' {
					s = string([]byte{s[0] + 'a' - 'A', 'm'})
				}
				b, n = append(b, s...), 2
			}
		case '-', 'Z':
			for _, z := range [...]string{"07:00:00", "070000", "07:00", "0700", "07"} {
				if has(layout, i+1, z) {
					n = 1 + len(z)
					if c == 'Z' && zoff == 0 {
						b = append(b, 'Z')
					} else {
						b = appendZone(b, zoff, len(z) > 2 && z[2] == ':', len(z) > 2, len(z) > 5)
					}
					break
				}
			}
		case '.', ',':
			if j := i + 1; j < len(layout) && (layout[j] == '0' || layout[j] == '9') {
				for j < len(layout) && layout[j] == layout[i+1] {
					j++
				}
				if j == len(layout) || layout[j] < '0' || layout[j] > '9' {
					b, n = appendFrac(b, c, nsec, j-i-1, layout[i+1] == '9'), j-i
				}
			}
		}
		if n == 0 {
			b = append(b, c)
			n = 1
		}
		i += n
	}
	return b
}

func hour12(h int) int {
	h %= 12
	if h == 0 {
		h = 12
	}
	return h
}

// appendZone appends a numeric zone: -07, -0700, -07:00, -07:00:00, ...
func appendZone(b []byte, off int, colon, minutes, seconds bool) []byte {
	if off < 0 {
		b = append(b, '-')
		off = -off
	} else {
		b = append(b, '+')
	}
	b = appendInt(b, off/3600, 2)
	if minutes {
		if colon {
			b = append(b, ':')
		}
		b = appendInt(b, off/60%60, 2)
	}
	if seconds {
		if colon {
			b = append(b, ':')
		}
		b = appendInt(b, off%60, 2)
	}
	return b
}

// appendFrac appends digits digits of the fraction of a second, after sep; trim drops trailing
// zeros (and sep when nothing is left).
func appendFrac(b []byte, sep byte, nsec int, digits int, trim bool) []byte {
	if digits > 9 {
		digits = 9
	}
	var d [9]byte
	for k := 8; k >= 0; k-- {
		d[k] = byte('0' + nsec%10)
		nsec /= 10
	}
	n := digits
	if trim {
		for n > 0 && d[n-1] == '0' {
			n--
		}
		if n == 0 {
			return b
		}
	}
	b = append(b, sep)
	return append(b, d[:n]...)
}

// Seconds, Minutes and Hours are d as a floating-point count of the unit.
func (d Duration) Seconds() float64 {
	s := d / Second
	return float64(s) + float64(d%Second)/1e9
}
func (d Duration) Minutes() float64 {
	m := d / Minute
	return float64(m) + float64(d%Minute)/(60e9)
}
func (d Duration) Hours() float64 {
	h := d / Hour
	return float64(h) + float64(d%Hour)/(60*60e9)
}

// Truncate rounds d towards zero to a multiple of m; Round rounds to the nearest, halfway away
// from zero, saturating. m <= 0 returns d.
func (d Duration) Truncate(m Duration) Duration {
	if m <= 0 {
		return d
	}
	return d - d%m
}

func (d Duration) Round(m Duration) Duration {
	if m <= 0 {
		return d
	}
	r := d % m
	if d < 0 {
		r = -r
		if lessThanHalf(r, m) {
			return d + r
		}
		if d1 := d - m + r; d1 < d {
			return d1
		}
		return minDuration
	}
	if lessThanHalf(r, m) {
		return d - r
	}
	if d1 := d + m - r; d1 > d {
		return d1
	}
	return maxDuration
}

func lessThanHalf(x, y Duration) bool { return uint64(x)+uint64(x) < uint64(y) }

// Abs is |d|, with the smallest Duration mapped to the largest.
func (d Duration) Abs() Duration {
	switch {
	case d >= 0:
		return d
	case d == minDuration:
		return maxDuration
	default:
		return -d
	}
}

// MarshalText and MarshalJSON are t in RFC 3339 with nanoseconds (JSON quotes it), for years 0
// to 9999 as Go's; corogo has no Parse, so no UnmarshalText/UnmarshalJSON.
func (t Time) MarshalText() ([]byte, error) {
	if y := t.Year(); y < 0 || y > 9999 {
		return nil, &yearError{"Time.MarshalText"}
	}
	return t.AppendFormat(make([]byte, 0, len(RFC3339Nano)), RFC3339Nano), nil
}

func (t Time) MarshalJSON() ([]byte, error) {
	if y := t.Year(); y < 0 || y > 9999 {
		return nil, &yearError{"Time.MarshalJSON"}
	}
	b := append(make([]byte, 0, len(RFC3339Nano)+2), '"')
	return append(t.AppendFormat(b, RFC3339Nano), '"'), nil
}

type yearError struct{ method string }

func (e *yearError) Error() string { return e.method + ": year outside of range [0,9999]" }

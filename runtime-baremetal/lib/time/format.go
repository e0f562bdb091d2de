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

// The elements of a layout (element finds them); a zone element carries zoneZ (Z for UTC),
// zoneColon, zoneMin and zoneSec bits, a fraction its digit count and whether it trims.
const (
	stdNone = iota
	stdLongMonth
	stdMonth
	stdNumMonth
	stdZeroMonth
	stdLongWeekDay
	stdWeekDay
	stdDay
	stdUnderDay
	stdZeroDay
	stdUnderYearDay
	stdZeroYearDay
	stdHour
	stdHour12
	stdZeroHour12
	stdMinute
	stdZeroMinute
	stdSecond
	stdZeroSecond
	stdLongYear
	stdUnderLongYear // "_2006": a literal '_' and the year
	stdYear
	stdPM
	stdpm
	stdTZ
	stdZone
	stdFrac

	zoneZ     = 1 << 8
	zoneColon = 1 << 9
	zoneMin   = 1 << 10
	zoneSec   = 1 << 11
	fracTrim  = 1 << 8
)

// element is the layout element at layout[i] and its length (stdNone, 0: a literal byte). A zone
// or fraction element has its bits above the low byte; a fraction's digit count is in bits 16 up.
func element(layout string, i int) (int, int) {
	c := layout[i]
	switch c {
	case 'J':
		if has(layout, i, "January") {
			return stdLongMonth, 7
		} else if has(layout, i, "Jan") && !lowerAt(layout, i+3) {
			return stdMonth, 3
		}
	case 'M':
		if has(layout, i, "Monday") {
			return stdLongWeekDay, 6
		} else if has(layout, i, "Mon") && !lowerAt(layout, i+3) {
			return stdWeekDay, 3
		} else if has(layout, i, "MST") {
			return stdTZ, 3
		}
	case '0':
		if has(layout, i, "002") {
			return stdZeroYearDay, 3
		} else if i+1 < len(layout) && layout[i+1] >= '1' && layout[i+1] <= '6' {
			return [...]int{stdZeroMonth, stdZeroDay, stdZeroHour12, stdZeroMinute, stdZeroSecond, stdYear}[layout[i+1]-'1'], 2
		}
	case '1':
		if has(layout, i, "15") {
			return stdHour, 2
		}
		return stdNumMonth, 1
	case '2':
		if has(layout, i, "2006") {
			return stdLongYear, 4
		}
		return stdDay, 1
	case '_':
		if has(layout, i, "_2006") {
			return stdUnderLongYear, 5
		} else if has(layout, i, "__2") {
			return stdUnderYearDay, 3
		} else if has(layout, i, "_2") {
			return stdUnderDay, 2
		}
	case '3':
		return stdHour12, 1
	case '4':
		return stdMinute, 1
	case '5':
		return stdSecond, 1
	case 'P':
		if has(layout, i, "PM") {
			return stdPM, 2
		}
	case 'p':
		if has(layout, i, "pm") {
			return stdpm, 2
		}
	case '-', 'Z':
		for _, z := range [...]string{"07:00:00", "070000", "07:00", "0700", "07"} {
			if has(layout, i+1, z) {
				std := stdZone
				if c == 'Z' {
					std |= zoneZ
				}
				if len(z) > 2 {
					std |= zoneMin
					if z[2] == ':' {
						std |= zoneColon
					}
				}
				if len(z) > 5 {
					std |= zoneSec
				}
				return std, 1 + len(z)
			}
		}
	case '.', ',':
		if j := i + 1; j < len(layout) && (layout[j] == '0' || layout[j] == '9') {
			for j < len(layout) && layout[j] == layout[i+1] {
				j++
			}
			if j == len(layout) || layout[j] < '0' || layout[j] > '9' {
				std := stdFrac | (j-i-1)<<16
				if layout[i+1] == '9' {
					std |= fracTrim
				}
				return std, j - i
			}
		}
	}
	return stdNone, 0
}

func (t Time) AppendFormat(b []byte, layout string) []byte {
	year, month, day := t.Date()
	hour, min, sec := t.Clock()
	nsec := t.Nanosecond()
	zname, zoff := t.Zone()
	for i := 0; i < len(layout); {
		std, n := element(layout, i)
		switch std & 0xff {
		case stdNone:
			b = append(b, layout[i])
			n = 1
		case stdLongMonth:
			b = append(b, month.String()...)
		case stdMonth:
			b = append(b, month.String()[:3]...)
		case stdNumMonth, stdZeroMonth:
			b = appendInt(b, int(month), n)
		case stdLongWeekDay:
			b = append(b, t.Weekday().String()...)
		case stdWeekDay:
			b = append(b, t.Weekday().String()[:3]...)
		case stdDay, stdZeroDay:
			b = appendInt(b, day, n)
		case stdUnderDay:
			if day < 10 {
				b = append(b, ' ')
			}
			b = appendInt(b, day, 0)
		case stdUnderYearDay:
			yd := t.YearDay()
			for w := 100; w > 1 && yd < w; w /= 10 {
				b = append(b, ' ')
			}
			b = appendInt(b, yd, 0)
		case stdZeroYearDay:
			b = appendInt(b, t.YearDay(), 3)
		case stdHour:
			b = appendInt(b, hour, 2)
		case stdHour12, stdZeroHour12:
			b = appendInt(b, hour12(hour), n)
		case stdMinute, stdZeroMinute:
			b = appendInt(b, min, n)
		case stdSecond, stdZeroSecond:
			b = appendInt(b, sec, n)
		case stdLongYear:
			b = appendInt(b, year, 4)
		case stdUnderLongYear:
			b = appendInt(append(b, '_'), year, 4)
		case stdYear:
			y := year % 100
			if y < 0 {
				y = -y
			}
			b = appendInt(b, y, 2)
		case stdPM, stdpm:
			s := "AM"
			if hour >= 12 {
				s = "PM"
			}
			if std == stdpm {
				s = string([]byte{s[0] + 'a' - 'A', 'm'})
			}
			b = append(b, s...)
		case stdTZ:
			if zname != "" {
				b = append(b, zname...)
			} else {
				b = appendZone(b, zoff, false, true, false)
			}
		case stdZone:
			if std&zoneZ != 0 && zoff == 0 {
				b = append(b, 'Z')
			} else {
				b = appendZone(b, zoff, std&zoneColon != 0, std&zoneMin != 0, std&zoneSec != 0)
			}
		case stdFrac:
			b = appendFrac(b, layout[i], nsec, std>>16, std&fracTrim != 0)
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

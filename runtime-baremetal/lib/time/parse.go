// Parsing for corogo's time: Parse and ParseInLocation read a value with the layout elements
// Format writes (element in format.go), with Go's range checks and *ParseError messages; zone
// abbreviations other than UTC become fixed zones of offset 0 (a board has no zone database), as
// Go's Parse does for an abbreviation its local zone does not know. ParseDuration reads Go's
// duration syntax ("1h30m", "-1.5s", "300ms"). UnmarshalText/UnmarshalJSON read RFC 3339.
package time

// ParseError describes a value that does not match its layout.
type ParseError struct {
	Layout     string
	Value      string
	LayoutElem string
	ValueElem  string
	Message    string
}

// quote is s in double quotes with '"' and '\\' escaped and bytes outside printable ASCII as \xNN.
func quote(s string) string {
	const hex = "0123456789abcdef"
	b := make([]byte, 0, len(s)+2)
	b = append(b, '"')
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c < ' ' || c >= 0x80:
			b = append(b, '\\', 'x', hex[c>>4], hex[c&15])
		case c == '"' || c == '\\':
			b = append(b, '\\', c)
		default:
			b = append(b, c)
		}
	}
	return string(append(b, '"'))
}

func (e *ParseError) Error() string {
	if e.Message == "" {
		return "parsing time " + quote(e.Value) + " as " + quote(e.Layout) + ": cannot parse " +
			quote(e.ValueElem) + " as " + quote(e.LayoutElem)
	}
	return "parsing time " + quote(e.Value) + e.Message
}

func isDigit(s string, i int) bool { return i < len(s) && s[i] >= '0' && s[i] <= '9' }

// getnum reads one or two digits (exactly two when fixed).
func getnum(s string, fixed bool) (int, string, bool) {
	if !isDigit(s, 0) {
		return 0, s, false
	}
	if !isDigit(s, 1) {
		if fixed {
			return 0, s, false
		}
		return int(s[0] - '0'), s[1:], true
	}
	return int(s[0]-'0')*10 + int(s[1]-'0'), s[2:], true
}

// lookupName matches one of the names ending at ends (monthNames or dayNames), case-insensitively,
// whole or by its first three letters.
func lookupName(names string, ends []uint8, short bool, v string) (int, string, bool) {
	start := 0
	for k, e := range ends {
		name := names[start:e]
		start = int(e)
		if short {
			name = name[:3]
		}
		if len(v) >= len(name) && equalFold(v[:len(name)], name) {
			return k, v[len(name):], true
		}
	}
	return 0, v, false
}

func equalFold(a, b string) bool {
	for i := 0; i < len(a); i++ {
		x, y := a[i]|0x20, b[i]|0x20
		if x != y {
			return false
		}
	}
	return true
}

func daysIn(m Month, year int) int {
	if m == February {
		if year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	}
	return 31 - int((m-1)%7%2)
}

// Parse reads value written in layout; without a zone in it the time is UTC.
func Parse(layout, value string) (Time, error) { return parse(layout, value, UTC) }

// ParseInLocation is Parse with loc for a value that names no zone.
func ParseInLocation(layout, value string, loc *Location) (Time, error) {
	return parse(layout, value, loc)
}

func parse(layout, value string, loc *Location) (Time, error) {
	alayout, avalue := layout, value
	year, month, day, yday := 0, -1, -1, -1
	hour, min, sec, nsec := 0, 0, 0, 0
	pm, am := false, false
	var z *Location
	zoff, zname := -1, ""
	rangeErr := ""
	for i := 0; i < len(layout); {
		std, n := element(layout, i)
		if std == stdNone {
			if value == "" || value[0] != layout[i] {
				j := i
				for j < len(layout) {
					if s, _ := element(layout, j); s != stdNone {
						break
					}
					j++
				}
				return Time{}, &ParseError{alayout, avalue, layout[i:j], value, ""}
			}
			value = value[1:]
			i++
			continue
		}
		elem := layout[i : i+n]
		hold := value
		ok := true
		var x int
		switch std & 0xff {
		case stdLongYear, stdUnderLongYear:
			if std&0xff == stdUnderLongYear {
				if value == "" || value[0] != '_' {
					ok = false
					break
				}
				value = value[1:]
			}
			if len(value) < 4 || !isDigit(value, 0) || !isDigit(value, 1) || !isDigit(value, 2) || !isDigit(value, 3) {
				ok = false
				break
			}
			year = int(value[0]-'0')*1000 + int(value[1]-'0')*100 + int(value[2]-'0')*10 + int(value[3]-'0')
			value = value[4:]
		case stdYear:
			if x, value, ok = getnum(value, true); ok {
				year = x + 1900
				if x < 69 {
					year = x + 2000
				}
			}
		case stdLongMonth, stdMonth:
			if x, value, ok = lookupName(monthNames, monthEnds[:], std == stdMonth, value); ok {
				month = x + 1
			}
		case stdNumMonth, stdZeroMonth:
			if month, value, ok = getnum(value, std == stdZeroMonth); ok && (month <= 0 || month > 12) {
				rangeErr = "month"
			}
		case stdLongWeekDay, stdWeekDay: // read and ignored, as Go does
			_, value, ok = lookupName(dayNames, dayEnds[:], std == stdWeekDay, value)
		case stdDay, stdUnderDay, stdZeroDay:
			if std == stdUnderDay && value != "" && value[0] == ' ' {
				value = value[1:]
			}
			if day, value, ok = getnum(value, std == stdZeroDay); ok && day < 0 {
				rangeErr = "day"
			}
		case stdUnderYearDay, stdZeroYearDay:
			for k := 0; k < 2 && std == stdUnderYearDay && value != "" && value[0] == ' '; k++ {
				value = value[1:]
			}
			yday = 0
			k := 0
			for ; k < 3 && isDigit(value, k); k++ {
				yday = yday*10 + int(value[k]-'0')
			}
			if ok = k == 3 || k > 0 && std == stdUnderYearDay; ok {
				value = value[k:]
				if yday < 1 || yday > 366 {
					rangeErr = "day-of-year"
				}
			}
		case stdHour:
			if hour, value, ok = getnum(value, false); ok && (hour < 0 || hour > 23) {
				rangeErr = "hour"
			}
		case stdHour12, stdZeroHour12:
			if hour, value, ok = getnum(value, std == stdZeroHour12); ok && (hour < 0 || hour > 12) {
				rangeErr = "hour"
			}
		case stdMinute, stdZeroMinute:
			if min, value, ok = getnum(value, std == stdZeroMinute); ok && (min < 0 || min > 59) {
				rangeErr = "minute"
			}
		case stdSecond, stdZeroSecond:
			if sec, value, ok = getnum(value, std == stdZeroSecond); !ok {
				break
			}
			if sec > 59 {
				rangeErr = "second"
				break
			}
			// a fraction in the value that the layout does not spell is read anyway
			if len(value) >= 2 && (value[0] == '.' || value[0] == ',') && isDigit(value, 1) {
				if i+n < len(layout) {
					if next, _ := element(layout, i+n); next&0xff == stdFrac {
						break
					}
				}
				k := 1
				for isDigit(value, k) {
					k++
				}
				nsec = fracNanos(value[1:k])
				value = value[k:]
			}
		case stdPM, stdpm:
			if len(value) < 2 {
				ok = false
				break
			}
			p := value[:2]
			value = value[2:]
			switch {
			case std == stdPM && p == "PM" || std == stdpm && p == "pm":
				pm = true
			case std == stdPM && p == "AM" || std == stdpm && p == "am":
				am = true
			default:
				ok = false
			}
		case stdZone:
			if std&zoneZ != 0 && value != "" && value[0] == 'Z' {
				value = value[1:]
				z = UTC
				break
			}
			if value == "" || value[0] != '+' && value[0] != '-' {
				ok = false
				break
			}
			sign := 1
			if value[0] == '-' {
				sign = -1
			}
			value = value[1:]
			var hh, mm, ss int
			if hh, value, ok = getnum(value, true); ok && std&zoneMin != 0 {
				mm, value, ok = zonePart(value, std&zoneColon != 0)
			}
			if ok && std&zoneSec != 0 {
				ss, value, ok = zonePart(value, std&zoneColon != 0)
			}
			if !ok {
				break
			}
			zoff = sign * (hh*3600 + mm*60 + ss)
		case stdTZ:
			if len(value) >= 3 && value[:3] == "UTC" {
				z = UTC
				value = value[3:]
				break
			}
			k := 0
			for k < len(value) && k < 5 && value[k] >= 'A' && value[k] <= 'Z' {
				k++
			}
			if k < 3 {
				ok = false
				break
			}
			zname, value = value[:k], value[k:]
		case stdFrac:
			digits := std >> 16
			if std&fracTrim == 0 {
				if len(value) < digits+1 || value[0] != layout[i] {
					ok = false
					break
				}
				for k := 1; k <= digits; k++ {
					if !isDigit(value, k) {
						ok = false
					}
				}
				if ok {
					nsec = fracNanos(value[1 : digits+1])
					value = value[digits+1:]
				}
				break
			}
			if len(value) < 2 || value[0] != '.' && value[0] != ',' || !isDigit(value, 1) {
				break // an optional fraction, absent
			}
			k := 1
			for k < 10 && isDigit(value, k) {
				k++
			}
			nsec = fracNanos(value[1:k])
			value = value[k:]
		}
		if rangeErr != "" {
			return Time{}, &ParseError{alayout, avalue, elem, hold, ": " + rangeErr + " out of range"}
		}
		if !ok {
			return Time{}, &ParseError{alayout, avalue, elem, hold, ""}
		}
		i += n
	}
	if value != "" {
		return Time{}, &ParseError{alayout, avalue, "", value, ": extra text: " + quote(value)}
	}
	if pm && hour < 12 {
		hour += 12
	} else if am && hour == 12 {
		hour = 0
	}
	if yday >= 0 {
		if yday > 365 && daysIn(February, year) == 28 {
			return Time{}, &ParseError{alayout, avalue, "", value, ": day-of-year out of range"}
		}
		m, d := January, yday
		for d > daysIn(m, year) {
			d -= daysIn(m, year)
			m++
		}
		if month >= 0 && month != int(m) || day >= 0 && day != d {
			return Time{}, &ParseError{alayout, avalue, "", value, ": day-of-year does not match month"}
		}
		month, day = int(m), d
	}
	if month < 0 {
		month = 1
	}
	if day < 0 {
		day = 1
	}
	if day < 1 || day > daysIn(Month(month), year) {
		return Time{}, &ParseError{alayout, avalue, "", value, ": day out of range"}
	}
	switch {
	case z != nil:
		return Date(year, Month(month), day, hour, min, sec, nsec, z), nil
	case zoff != -1:
		t := Date(year, Month(month), day, hour, min, sec, nsec, UTC)
		t.sec -= int64(zoff)
		if zoff == 0 {
			return t.setLoc(Local), nil
		}
		return t.setLoc(FixedZone("", zoff)), nil
	case zname != "":
		return Date(year, Month(month), day, hour, min, sec, nsec, FixedZone(zname, 0)), nil
	}
	return Date(year, Month(month), day, hour, min, sec, nsec, loc), nil
}

// zonePart reads the two digits of a zone's minutes or seconds, after a colon when colon.
func zonePart(v string, colon bool) (int, string, bool) {
	if colon {
		if v == "" || v[0] != ':' {
			return 0, v, false
		}
		v = v[1:]
	}
	return getnum(v, true)
}

// fracNanos is the nanoseconds of the digits after a decimal point (only the first nine count).
func fracNanos(digits string) int {
	n, scale := 0, 100000000
	for k := 0; k < len(digits) && k < 9; k++ {
		n += int(digits[k]-'0') * scale
		scale /= 10
	}
	return n
}

// UnmarshalText and UnmarshalJSON read RFC 3339 (JSON: quoted; null leaves t as it is).
func (t *Time) UnmarshalText(data []byte) error {
	v, err := Parse(RFC3339, string(data))
	if err == nil {
		*t = v
	}
	return err
}

func (t *Time) UnmarshalJSON(data []byte) error {
	if string(data) == "null" {
		return nil
	}
	v, err := Parse("\""+RFC3339+"\"", string(data))
	if err == nil {
		*t = v
	}
	return err
}

var unitNanos = [...]struct {
	name string
	ns   uint64
}{{"ns", 1}, {"us", 1e3}, {"µs", 1e3}, {"μs", 1e3}, {"ms", 1e6}, {"s", 1e9}, {"m", 60e9}, {"h", 3600e9}}

// ParseDuration reads a signed sequence of decimal numbers with units ("300ms", "-1.5h",
// "2h45m"); units are ns, us (or µs), ms, s, m, h.
func ParseDuration(s string) (Duration, error) {
	orig := s
	bad := func() (Duration, error) { return 0, &durationError{"time: invalid duration " + quote(orig)} }
	neg := false
	if s != "" && (s[0] == '-' || s[0] == '+') {
		neg = s[0] == '-'
		s = s[1:]
	}
	if s == "0" {
		return 0, nil
	}
	if s == "" {
		return bad()
	}
	var total uint64
	for s != "" {
		var whole, frac, scale uint64 = 0, 0, 1
		k := 0
		for isDigit(s, k) {
			if whole > (1<<63)/10 {
				return bad()
			}
			whole = whole*10 + uint64(s[k]-'0')
			k++
		}
		digits := k
		if k < len(s) && s[k] == '.' {
			k++
			for isDigit(s, k) {
				if scale < 1e18 {
					frac = frac*10 + uint64(s[k]-'0')
					scale *= 10
				}
				k++
			}
			digits = k - 1 // before and after the point
		}
		if digits == 0 {
			return bad()
		}
		s = s[k:]
		u := 0
		for u < len(s) && s[u] != '.' && (s[u] < '0' || s[u] > '9') {
			u++
		}
		if u == 0 {
			return 0, &durationError{"time: missing unit in duration " + quote(orig)}
		}
		unit := s[:u]
		s = s[u:]
		var per uint64
		for _, un := range unitNanos {
			if un.name == unit {
				per = un.ns
			}
		}
		if per == 0 {
			return 0, &durationError{"time: unknown unit " + quote(unit) + " in duration " + quote(orig)}
		}
		if whole > (1<<63)/per {
			return bad()
		}
		v := whole*per + uint64(float64(frac)*(float64(per)/float64(scale)))
		total += v
		if total > 1<<63 {
			return bad()
		}
	}
	if neg {
		return -Duration(total), nil
	}
	if total > 1<<63-1 {
		return bad()
	}
	return Duration(total), nil
}

type durationError struct{ s string }

func (e *durationError) Error() string { return e.s }

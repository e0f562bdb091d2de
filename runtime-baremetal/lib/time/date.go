// The calendar side of corogo's time: Month and Weekday, locations (UTC, Local, which is UTC on a
// board, and fixed zones), Date and the fields of a Time (civil dates from day numbers by the
// era/day-of-era method on a calendar that starts in March), Unix conversions, AddDate, Truncate
// and Round.
package time

// A Month is a month of the year (January = 1).
type Month int

const (
	January Month = 1 + iota
	February
	March
	April
	May
	June
	July
	August
	September
	October
	November
	December
)

// A Weekday is a day of the week (Sunday = 0).
type Weekday int

const (
	Sunday Weekday = iota
	Monday
	Tuesday
	Wednesday
	Thursday
	Friday
	Saturday
)

const monthNames = "JanuaryFebruaryMarchAprilMayJuneJulyAugustSeptemberOctoberNovemberDecember"

var monthEnds = [12]uint8{7, 15, 20, 25, 28, 32, 36, 42, 51, 58, 66, 74}

const dayNames = "SundayMondayTuesdayWednesdayThursdayFridaySaturday"

var dayEnds = [7]uint8{6, 12, 19, 28, 36, 42, 50}

func (m Month) String() string {
	if m < January || m > December {
		return "%!Month(" + itoa(int(m)) + ")"
	}
	start := 0
	if m > January {
		start = int(monthEnds[m-2])
	}
	return monthNames[start:monthEnds[m-1]]
}

func (d Weekday) String() string {
	if d < Sunday || d > Saturday {
		return "%!Weekday(" + itoa(int(d)) + ")"
	}
	start := 0
	if d > Sunday {
		start = int(dayEnds[d-1])
	}
	return dayNames[start:dayEnds[d]]
}

func itoa(n int) string {
	var b [20]byte
	return string(appendInt(b[:0], n, 0))
}

// A Location is a time zone: corogo knows fixed offsets only (no zone database on a board).
type Location struct {
	name   string
	offset int // seconds east of UTC
}

var utcLoc = Location{name: "UTC"}
var localLoc = Location{name: "Local"}

// UTC is Coordinated Universal Time; Local is the board's zone, which is UTC.
var UTC *Location = &utcLoc
var Local *Location = &localLoc

// FixedZone is a location whose offset from UTC is always offset seconds.
func FixedZone(name string, offset int) *Location { return &Location{name, offset} }

func (l *Location) get() *Location {
	if l == nil {
		return &utcLoc
	}
	return l
}

// String is the location's name ("UTC", "Local", a fixed zone's name).
func (l *Location) String() string { return l.get().name }

// zone is the name and offset in effect: Local is UTC.
func (l *Location) zone() (string, int) {
	l = l.get()
	if l == &localLoc {
		return "UTC", 0
	}
	return l.name, l.offset
}

// Location is t's location (UTC for a Time made with a nil or UTC location).
func (t Time) Location() *Location { return t.loc.get() }

// Zone is the zone's abbreviation and its offset in seconds east of UTC.
func (t Time) Zone() (name string, offset int) { return t.loc.zone() }

func (t Time) setLoc(l *Location) Time {
	if l == &utcLoc {
		l = nil
	}
	t.loc = l
	return t
}

// UTC, Local and In are t in another location (the same instant).
func (t Time) UTC() Time   { return t.setLoc(&utcLoc) }
func (t Time) Local() Time { return t.setLoc(Local) }
func (t Time) In(loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Time.In")
	}
	return t.setLoc(loc)
}

const secondsPerDay = 86400

// abs is t's seconds in its own zone since January 1, year 1, and its nanoseconds.
func (t Time) abs() (int64, int64) {
	s, n := t.norm()
	_, off := t.loc.zone()
	return s + int64(off), n
}

func floorDiv(a, b int64) int64 {
	q := a / b
	if a%b != 0 && (a < 0) != (b < 0) {
		q--
	}
	return q
}

// civil is the date of day number days (0 = January 1, year 1) and the day of the year (1-based).
func civil(days int64) (year int, month Month, day int, yday int) {
	z := days + 306 // days since March 1, year 0
	era := floorDiv(z, 146097)
	doe := z - era*146097                                  // [0, 146096]
	yoe := (doe - doe/1460 + doe/36524 - doe/146096) / 365 // [0, 399]
	doy := doe - (365*yoe + yoe/4 - yoe/100)               // [0, 365], from March 1
	mp := (5*doy + 2) / 153                                // [0, 11], March = 0
	day = int(doy - (153*mp+2)/5 + 1)
	y := yoe + era*400
	if mp < 10 {
		month = Month(mp + 3)
	} else {
		month = Month(mp - 9)
		y++
	}
	year = int(y)
	yday = int(days-daysOf(year, January, 1)) + 1
	return
}

// daysOf is the day number of a date (month in 1..12).
func daysOf(year int, month Month, day int) int64 {
	y := int64(year)
	if month <= February {
		y--
	}
	era := floorDiv(y, 400)
	yoe := y - era*400
	m := int64(month) - 3
	if month <= February {
		m = int64(month) + 9
	}
	doy := (153*m+2)/5 + int64(day) - 1
	doe := yoe*365 + yoe/4 - yoe/100 + doy
	return era*146097 + doe - 306
}

// Date is the Time of the given date and clock in loc; values out of their ranges are carried
// into the larger units (October 32 is November 1), as Go's Date does.
func Date(year int, month Month, day, hour, min, sec, nsec int, loc *Location) Time {
	if loc == nil {
		panic("time: missing Location in call to Date")
	}
	m := int(month) - 1
	year += m / 12
	m %= 12
	if m < 0 {
		m += 12
		year--
	}
	s := int64(hour)*3600 + int64(min)*60 + int64(sec)
	n := int64(nsec)
	s += floorDiv(n, 1e9)
	n -= floorDiv(n, 1e9) * 1e9
	abs := (daysOf(year, Month(m+1), 1)+int64(day)-1)*secondsPerDay + s
	_, off := loc.zone()
	return Time{abs - int64(off), n, nil}.setLoc(loc)
}

// Date, Clock and the single fields of t in its location.
func (t Time) Date() (year int, month Month, day int) {
	s, _ := t.abs()
	year, month, day, _ = civil(floorDiv(s, secondsPerDay))
	return
}

func (t Time) Clock() (hour, min, sec int) {
	s, _ := t.abs()
	r := int(s - floorDiv(s, secondsPerDay)*secondsPerDay)
	return r / 3600, r / 60 % 60, r % 60
}

func (t Time) Year() int        { y, _, _ := t.Date(); return y }
func (t Time) Month() Month     { _, m, _ := t.Date(); return m }
func (t Time) Day() int         { _, _, d := t.Date(); return d }
func (t Time) Hour() int        { h, _, _ := t.Clock(); return h }
func (t Time) Minute() int      { _, m, _ := t.Clock(); return m }
func (t Time) Second() int      { _, _, s := t.Clock(); return s }
func (t Time) Nanosecond() int  { _, n := t.norm(); return int(n) }
func (t Time) YearDay() int     { s, _ := t.abs(); _, _, _, yd := civil(floorDiv(s, secondsPerDay)); return yd }
func (t Time) Weekday() Weekday { s, _ := t.abs(); return Weekday((floorDiv(s, secondsPerDay)+1)%7+7) % 7 }

// AddDate adds years, months and days, normalising as Date does.
func (t Time) AddDate(years int, months int, days int) Time {
	y, m, d := t.Date()
	hh, mm, ss := t.Clock()
	_, n := t.norm()
	return Date(y+years, m+Month(months), d+days, hh, mm, ss, int(n), t.Location())
}

// Unix and its variants: t as seconds, milliseconds, microseconds or nanoseconds since January
// 1, 1970 UTC.
func (t Time) Unix() int64      { s, _ := t.norm(); return s - unixToInternal }
func (t Time) UnixMilli() int64 { s, n := t.norm(); return (s-unixToInternal)*1e3 + n/1e6 }
func (t Time) UnixMicro() int64 { s, n := t.norm(); return (s-unixToInternal)*1e6 + n/1e3 }
func (t Time) UnixNano() int64  { s, n := t.norm(); return (s-unixToInternal)*1e9 + n }

// Unix is the Time sec seconds plus nsec nanoseconds after January 1, 1970 UTC, in Local.
func Unix(sec int64, nsec int64) Time {
	return Time{sec + unixToInternal, nsec, Local}.normalised()
}
func UnixMilli(msec int64) Time { return Unix(msec/1e3, (msec%1e3)*1e6) }
func UnixMicro(usec int64) Time { return Unix(usec/1e6, (usec%1e6)*1e3) }

func (t Time) normalised() Time {
	t.sec, t.nsec = t.norm()
	return t
}

// mulMod is a*b mod m for 0 <= a, b < m without overflow (by doubling).
func mulMod(a, b, m uint64) uint64 {
	var r uint64
	for b > 0 {
		if b&1 != 0 {
			r = (r + a) % m
		}
		a = (a + a) % m
		b >>= 1
	}
	return r
}

// mod is t's time since the zero Time modulo d (d > 0).
func (t Time) mod(d Duration) Duration {
	s, n := t.norm()
	ud := uint64(d)
	if s < 0 { // before year 1: rare; step towards it in whole multiples of d
		return Duration((uint64(n) + mulMod(uint64(-s)%ud, (ud-1e9%ud)%ud, ud)) % ud)
	}
	return Duration((mulMod(uint64(s)%ud, 1e9%ud, ud) + uint64(n)) % ud)
}

// Truncate is t rounded down to a multiple of d since the zero Time; Round rounds halfway values
// up. d <= 0 returns t unchanged.
func (t Time) Truncate(d Duration) Time {
	t = t.normalised()
	if d <= 0 {
		return t
	}
	return t.Add(-t.mod(d))
}

func (t Time) Round(d Duration) Time {
	t = t.normalised()
	if d <= 0 {
		return t
	}
	r := t.mod(d)
	if lessThanHalf(r, d) {
		return t.Add(-r)
	}
	return t.Add(d - r)
}

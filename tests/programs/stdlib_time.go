// corogo's time.Time (runtime-baremetal/lib/time): Date with carries, the fields, Unix
// conversions, Add/Sub/AddDate/Truncate/Round, fixed zones, Format with Go's layouts (every
// element), String and GoString, Month and Weekday names, Duration's float conversions and
// rounding; Parse and ParseInLocation with Go's range checks and errors, ParseDuration; the
// clock: Now is the Unix epoch plus the time since reset.
package main

import (
	"fmt"
	"time"
)

func main() {
	t := time.Date(2023, time.March, 5, 14, 7, 9, 123456789, time.UTC)
	fmt.Println(t)
	fmt.Println(t.Format(time.RFC3339Nano), t.Format(time.ANSIC), t.Format(time.Kitchen))
	y, m, d := t.Date()
	h, mi, s := t.Clock()
	fmt.Println(y, m, d, h, mi, s, t.Nanosecond(), t.Weekday(), t.YearDay())
	fmt.Println(t.Unix(), t.UnixMilli(), t.UnixMicro(), t.UnixNano())
	u := time.Unix(1700000000, 5).UTC()
	fmt.Println(u, u.Sub(t), t.Before(u), t.After(u), t.Equal(t.In(time.FixedZone("X", 3600))))
	z := time.FixedZone("CET", 3600+30*60)
	fmt.Println(t.In(z).Format(time.RFC1123Z + " | " + time.RFC822 + " | Z07:00:00 -07 .000 ,999 __2 002 pm Monday January _2006"))
	fmt.Println(time.Date(2009, 11, 10, 9, 5, 0, 0, time.FixedZone("", -7*3600-30*60)).Format(time.UnixDate+" "+time.RFC850+" "+time.Stamp))
	fmt.Println(t.AddDate(0, 10, 30), t.Add(-36*time.Hour), t.Truncate(time.Hour), t.Round(time.Second), t.Round(7*time.Minute))
	fmt.Println(time.Date(2024, 2, 29, 0, 0, 0, 0, time.UTC).AddDate(1, 0, 0), time.Date(2000, 13, 32, 25, 61, 61, -1, time.UTC))
	fmt.Println(time.Date(1, 1, 1, 0, 0, 0, 0, time.UTC).IsZero(), time.Time{}, time.Time{}.IsZero(), time.Month(13), time.Weekday(9))
	fmt.Printf("%v %s %d %#v\n", time.December, time.Saturday, time.May, t)
	dd := 90*time.Minute + 30*time.Second + 500*time.Millisecond
	fmt.Println(dd.Seconds(), dd.Minutes(), dd.Hours(), dd.Round(time.Minute), dd.Truncate(time.Minute), (-dd).Abs(), (-dd).Round(time.Hour))
	fmt.Println(time.Date(1969, 12, 31, 23, 59, 59, 0, time.UTC).Unix(), time.UnixMilli(-1).UTC(), time.Date(-5, 3, 1, 0, 0, 0, 0, time.UTC))
	for _, y := range []int{1600, 1900, 2000, 2100, 2400} {
		fmt.Print(time.Date(y, 3, 1, 0, 0, 0, 0, time.UTC).YearDay(), " ")
	}
	j, err := t.MarshalJSON()
	fmt.Println(string(j), err)
	_, err = time.Date(10000, 1, 1, 0, 0, 0, 0, time.UTC).MarshalText()
	fmt.Println(err)
	for _, c := range [][2]string{
		{time.RFC3339, "2023-03-05T14:07:09Z"},
		{time.RFC3339, "2023-03-05T14:07:09.25+01:30"},
		{time.RFC3339Nano, "2023-03-05T14:07:09.123456789-07:00"},
		{time.RFC1123, "Sun, 05 Mar 2023 15:37:09 CET"},
		{time.RFC1123Z, "Sun, 05 Mar 2023 15:37:09 +0130"},
		{time.ANSIC, "Mon Jan  2 15:04:05 2006"},
		{time.Kitchen, "3:04PM"},
		{"2006-01-02", "2024-02-29"},
		{"2006-01-02", "2023-02-29"},
		{"2006-01-02 15:04", "2023-13-01 10:00"},
		{"2006-01-02 15:04", "2023-12-01 25:00"},
		{"2006-01-02", "2023-1-01"},
		{"02 Jan 06 15:04 MST", "05 mar 23 10:00 UTC"},
		{"January 2, 2006 3:04:05.000 pm", "March 5, 2023 2:07:09.123 pm"},
		{"2006-01-02T15:04:05", "2023-03-05T14:07:09.5"},
		{"2006-01-02", "2023-03-05 extra"},
		{"2006 002", "2024 060"},
		{"15:04:05 -07", "10:00:00 -03"},
		{"15:04:05 Z07:00:00", "10:00:00 +01:02:03"},
	} {
		p, err := time.Parse(c[0], c[1])
		fmt.Println(p, err)
	}
	loc := time.FixedZone("X", -3600)
	t, err = time.ParseInLocation("2006-01-02 15:04", "2023-03-05 10:00", loc)
	fmt.Println(t, err, t.UTC())
	for _, d := range []string{"1h30m", "-1.5s", "300ms", "2h45m0.5s", "1.5µs", "0", "", "1", "1x", ".5m", "+3us", "9223372036854775807ns", "9223372036854775808ns"} {
		v, err := time.ParseDuration(d)
		fmt.Println(int64(v), v, err)
	}
	a := time.Now()
	b := a.Add(1500 * time.Millisecond)
	fmt.Println(b.Sub(a), b.After(a), a.Location(), time.Since(a) >= 0, a.Year() >= 1970)
}

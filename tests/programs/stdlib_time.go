// corogo's time.Time (runtime-baremetal/lib/time): Date with carries, the fields, Unix
// conversions, Add/Sub/AddDate/Truncate/Round, fixed zones, Format with Go's layouts (every
// element), String and GoString, Month and Weekday names, Duration's float conversions and
// rounding; the clock: Now is the Unix epoch plus the time since reset.
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
	a := time.Now()
	b := a.Add(1500 * time.Millisecond)
	fmt.Println(b.Sub(a), b.After(a), a.Location(), time.Since(a) >= 0, a.Year() >= 1970)
}

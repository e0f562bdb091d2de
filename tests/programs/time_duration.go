// time.Duration constants and arithmetic print as integers like Go's println; time.Now,
// time.Since, Time methods and a sync time.Sleep measured on the hardware timer.
package main

import "time"

func main() {
	println(time.Nanosecond, time.Microsecond, time.Millisecond, time.Second, time.Minute, time.Hour)
	d := 1500 * time.Millisecond
	println(d, d.Milliseconds(), d.Microseconds(), d.Nanoseconds(), int64(d/time.Second))
	var x time.Duration = 2*time.Hour + 3*time.Minute
	println(x, x > time.Hour, x%time.Hour == 3*time.Minute, -x)
	start := time.Now()
	time.Sleep(20 * time.Millisecond)
	e := time.Since(start)
	println("slept at least 20ms:", e >= 20*time.Millisecond)
	println("slept less than 40ms:", e < 40*time.Millisecond)
	t := time.Now()
	println(t.After(start), t.Before(start), t.Sub(start) >= e, start.Add(e).After(t))
	println(time.Until(start) < 0, time.Until(t.Add(time.Hour)) > 59*time.Minute)
	time.Sleep(-5)
	time.Sleep(0)
	println("done")
}

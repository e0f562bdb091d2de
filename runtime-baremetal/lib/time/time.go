// Package time is corogo's time: a monotonic clock in nanoseconds since reset and Sleep, which
// suspends the calling goroutine on the runtime's timer queue. Everything that is plain
// arithmetic is Go; the clock and Sleep are compiler intrinsics (body-less functions bound to a
// runtime function by //go:linkname, see docs/language.md).
package time

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// A Duration is a span of time in nanoseconds.
type Duration int64

const (
	Nanosecond  Duration = 1
	Microsecond          = 1000 * Nanosecond
	Millisecond          = 1000 * Microsecond
	Second               = 1000 * Millisecond
	Minute               = 60 * Second
	Hour                 = 60 * Minute
)

func (d Duration) Nanoseconds() int64  { return int64(d) }
func (d Duration) Microseconds() int64 { return int64(d) / 1000 }
func (d Duration) Milliseconds() int64 { return int64(d) / 1000000 }

// A Time is an instant with nanosecond precision, as seconds since January 1, year 1, 00:00:00 UTC
// (Go's zero Time) plus nanoseconds. A board has no wall clock: Now is the Unix epoch plus the time
// since reset (docs/language.md). A reading of the clock, made by Now or sent by a timer from the
// interrupt handler (runtime-baremetal/timer.c writes this layout), keeps sec at unixToInternal and
// the nanoseconds since reset in nsec, so that reading the clock divides nothing; every other Time
// has nsec in [0, 1e9). norm gives the normalised pair.
type Time struct {
	sec  int64
	nsec int64
	loc  *Location // nil: UTC
}

// unixToInternal is the Unix epoch in seconds since January 1, year 1 (719,162 days); timer.c
// holds the same number (RT_TIME_UNIX_SECONDS).
const unixToInternal int64 = 719162 * 86400

func (t Time) norm() (int64, int64) {
	if t.nsec >= 0 && t.nsec < 1e9 {
		return t.sec, t.nsec
	}
	s := t.nsec / 1e9
	n := t.nsec - s*1e9
	if n < 0 {
		n += 1e9
		s--
	}
	return t.sec + s, n
}

// Sleep suspends the calling goroutine for at least d (a suspend point; blocking in sync code).
//
//go:linkname Sleep rt_sleep_block
func Sleep(d Duration)

// sleepValue is Sleep as a func value (f := time.Sleep): a Go function calling the intrinsic, so
// it has the $coro entry a call through the value awaits.
//
//corogo:funcvalue Sleep
func sleepValue(d Duration) { Sleep(d) }

//go:linkname now rt_time_now
func now() int64

// Now is the Unix epoch plus the time since reset, in Local (which is UTC on a board).
func Now() Time                    { return Time{unixToInternal, now(), Local} }
func Since(t Time) Duration        { return Now().Sub(t) }
func Until(t Time) Duration        { return t.Sub(Now()) }
func (t Time) Before(u Time) bool  { ts, tn := t.norm(); us, un := u.norm(); return ts < us || ts == us && tn < un }
func (t Time) After(u Time) bool   { return u.Before(t) }
func (t Time) Equal(u Time) bool   { ts, tn := t.norm(); us, un := u.norm(); return ts == us && tn == un }
func (t Time) IsZero() bool        { s, n := t.norm(); return s == 0 && n == 0 }

// Add returns t+d.
func (t Time) Add(d Duration) Time {
	s, n := t.norm()
	ds := int64(d / 1e9)
	n += int64(d - Duration(ds)*1e9)
	if n >= 1e9 {
		ds++
		n -= 1e9
	} else if n < 0 {
		ds--
		n += 1e9
	}
	return Time{s + ds, n, t.loc}
}

const (
	minDuration Duration = -1 << 63
	maxDuration Duration = 1<<63 - 1
)

// Sub returns t-u, saturated to the largest or smallest Duration as Go's is.
func (t Time) Sub(u Time) Duration {
	if t.sec == u.sec {
		return Duration(t.nsec - u.nsec)
	}
	ts, tn := t.norm()
	us, un := u.norm()
	ds := ts - us
	const maxSec = int64(maxDuration / 1e9)
	if ds > maxSec {
		return maxDuration
	}
	if ds < -maxSec {
		return minDuration
	}
	d := Duration(ds*1e9 + (tn - un))
	if ds > 0 && d < 0 {
		return maxDuration
	}
	if ds < 0 && d > 0 {
		return minDuration
	}
	return d
}

// runtimeTimer is the runtime's rt_chantimer (rt.h): a node of the timer queue whose expiry sends
// the time on c without blocking (a full channel drops it) and, with a period, queues itself again.
type runtimeTimer struct {
	next, hdl   uintptr
	when        int64
	child, prev uintptr
	seq         uint32
	fired, kind uint8
	c           chan Time
	period      int64
}

//go:linkname startTimer rt_chantimer_start
func startTimer(t *runtimeTimer, c chan Time, d, period Duration)

//go:linkname stopTimer rt_chantimer_stop
func stopTimer(t *runtimeTimer) bool

// A Timer sends the time on C once, when it expires (an AfterFunc timer calls its function instead).
type Timer struct {
	C <-chan Time
	r runtimeTimer
	f func() // AfterFunc's
}

// NewTimer makes a Timer that sends the current time on its channel after at least d.
func NewTimer(d Duration) *Timer {
	c := make(chan Time, 1)
	t := &Timer{C: c}
	startTimer(&t.r, c, d, 0)
	return t
}

// Stop prevents the Timer from firing; false when it already expired or was stopped.
func (t *Timer) Stop() bool {
	active := stopTimer(&t.r)
	if active && t.f != nil {
		close(t.r.c) // the goroutine waiting to call f ends
	}
	return active
}

// Reset makes the Timer expire after d; true when it had been active.
func (t *Timer) Reset(d Duration) bool {
	active := stopTimer(&t.r)
	if t.f != nil && !active { // fired or stopped: its goroutine is gone
		t.afterFunc(d)
		return false
	}
	startTimer(&t.r, t.r.c, d, 0)
	return active
}

// AfterFunc calls f in its own goroutine once d has passed; the Timer's Stop cancels the call.
// The goroutine exists from the start, waiting on a channel the timer sends on (an interrupt
// handler cannot start one); Stop closes that channel, which ends it.
func AfterFunc(d Duration, f func()) *Timer {
	t := &Timer{f: f}
	t.afterFunc(d)
	return t
}

func (t *Timer) afterFunc(d Duration) {
	c := make(chan Time, 1)
	startTimer(&t.r, c, d, 0)
	f := t.f
	go func() {
		if _, ok := <-c; ok {
			f()
		}
	}()
}

// After waits for d and then sends the current time on the returned channel (NewTimer(d).C).
// Each call makes a Timer: corogo's heap is not collected (docs/memory.md), so a loop should
// reuse one Timer with Reset instead.
func After(d Duration) <-chan Time { return NewTimer(d).C }

// A Ticker sends the time on C every period; ticks a slow receiver misses are dropped.
type Ticker struct {
	C <-chan Time
	r runtimeTimer
}

// NewTicker makes a Ticker with period d, which must be positive.
func NewTicker(d Duration) *Ticker {
	if d <= 0 {
		panic("non-positive interval for NewTicker")
	}
	c := make(chan Time, 1)
	t := &Ticker{C: c}
	startTimer(&t.r, c, d, d)
	return t
}

// Stop turns the Ticker off; no more ticks are sent.
func (t *Ticker) Stop() { stopTimer(&t.r) }

// Reset stops the Ticker and restarts it with period d.
func (t *Ticker) Reset(d Duration) {
	if d <= 0 {
		panic("non-positive interval for Ticker.Reset")
	}
	stopTimer(&t.r)
	startTimer(&t.r, t.r.c, d, d)
}

// Tick is NewTicker(d).C, or nil when d <= 0.
func Tick(d Duration) <-chan Time {
	if d <= 0 {
		return nil
	}
	return NewTicker(d).C
}

// String formats the duration like Go: "72h3m0.5s", "1.5ms", "0s" (Go's algorithm; the result is
// allocated from the arena).
func (d Duration) String() string {
	// Largest time is 2540400h10m10.000000000s
	var buf [32]byte
	w := len(buf)

	u := uint64(d)
	neg := d < 0
	if neg {
		u = -u
	}

	if u < uint64(Second) {
		// Special case: if duration is smaller than a second, use smaller units, like 1.2ms
		var prec int
		w--
		buf[w] = 's'
		w--
		switch {
		case u == 0:
			return "0s"
		case u < uint64(Microsecond):
			prec = 0
			buf[w] = 'n'
		case u < uint64(Millisecond):
			prec = 3
			// U+00B5 'µ' micro sign == 0xC2 0xB5
			w--
			buf[w] = 0xC2
			buf[w+1] = 0xB5
		default:
			prec = 6
			buf[w] = 'm'
		}
		w, u = fmtFrac(buf[:w], u, prec)
		w = fmtInt(buf[:w], u)
	} else {
		w--
		buf[w] = 's'

		w, u = fmtFrac(buf[:w], u, 9)

		// u is now integer seconds
		w = fmtInt(buf[:w], u%60)
		u /= 60

		// u is now integer minutes
		if u > 0 {
			w--
			buf[w] = 'm'
			w = fmtInt(buf[:w], u%60)
			u /= 60

			// u is now integer hours; stop at hours because days can be different lengths
			if u > 0 {
				w--
				buf[w] = 'h'
				w = fmtInt(buf[:w], u)
			}
		}
	}

	if neg {
		w--
		buf[w] = '-'
	}

	return string(buf[w:])
}

// fmtFrac formats the fraction of v/10**prec (e.g., ".12345") into the tail of buf, omitting
// trailing zeros and the decimal point when the fraction is 0; it returns the index where the
// output begins and v/10**prec.
func fmtFrac(buf []byte, v uint64, prec int) (nw int, nv uint64) {
	w := len(buf)
	print := false
	for i := 0; i < prec; i++ {
		digit := v % 10
		print = print || digit != 0
		if print {
			w--
			buf[w] = byte(digit) + '0'
		}
		v /= 10
	}
	if print {
		w--
		buf[w] = '.'
	}
	return w, v
}

// fmtInt formats v into the tail of buf and returns the index where the output begins.
func fmtInt(buf []byte, v uint64) int {
	w := len(buf)
	if v == 0 {
		w--
		buf[w] = '0'
	} else {
		for v > 0 {
			w--
			buf[w] = byte(v%10) + '0'
			v /= 10
		}
	}
	return w
}

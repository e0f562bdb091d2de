// Package time is corogo's time: a monotonic clock in nanoseconds since reset and Sleep, which
// suspends the calling goroutine on the runtime's timer queue. Everything that is plain
// arithmetic is Go; the clock and Sleep are compiler intrinsics (body-less functions bound to a
// runtime function by //go:linkname, see docs/language.md).
package time

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

// A Time is an instant of the monotonic clock.
type Time struct {
	ns int64
}

// Sleep suspends the calling goroutine for at least d (a suspend point; blocking in sync code).
//
//go:linkname Sleep rt_sleep_block
func Sleep(d Duration)

//go:linkname now rt_time_now
func now() int64

func Now() Time                    { return Time{now()} }
func Since(t Time) Duration        { return Duration(now() - t.ns) }
func Until(t Time) Duration        { return Duration(t.ns - now()) }
func (t Time) Sub(u Time) Duration { return Duration(t.ns - u.ns) }
func (t Time) Add(d Duration) Time { return Time{t.ns + int64(d)} }
func (t Time) Before(u Time) bool  { return t.ns < u.ns }
func (t Time) After(u Time) bool   { return t.ns > u.ns }

// runtimeTimer is the runtime's rt_chantimer (rt.h): a node of the timer queue whose expiry sends
// the time on c without blocking (a full channel drops it) and, with a period, queues itself again.
type runtimeTimer struct {
	next, hdl   uintptr
	when        int64
	fired, kind uint8
	c           chan Time
	period      int64
}

//go:linkname startTimer rt_chantimer_start
func startTimer(t *runtimeTimer, c chan Time, d, period Duration)

//go:linkname stopTimer rt_chantimer_stop
func stopTimer(t *runtimeTimer) bool

// A Timer sends the time on C once, when it expires.
type Timer struct {
	C <-chan Time
	r runtimeTimer
}

// NewTimer makes a Timer that sends the current time on its channel after at least d.
func NewTimer(d Duration) *Timer {
	c := make(chan Time, 1)
	t := &Timer{C: c}
	startTimer(&t.r, c, d, 0)
	return t
}

// Stop prevents the Timer from firing; false when it already expired or was stopped.
func (t *Timer) Stop() bool { return stopTimer(&t.r) }

// Reset makes the Timer expire after d; true when it had been active.
func (t *Timer) Reset(d Duration) bool {
	active := stopTimer(&t.r)
	startTimer(&t.r, t.r.c, d, 0)
	return active
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

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

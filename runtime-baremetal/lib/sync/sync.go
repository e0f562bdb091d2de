// Package sync is corogo's sync: Mutex, RWMutex and WaitGroup with Go's API, for goroutines and
// sync code (main, init). Goroutines are cooperative (only interrupt handlers preempt, and they
// may not use these types), so the state is plain Go; a goroutine that must wait parks on a wait
// queue of the runtime (chan.c's rt_waitq_*: a suspend point in $coro code, a scheduler loop in
// sync code) and is woken in FIFO order. Once runs its function once even when that function
// suspends (later callers wait for it to return); Cond waits on any Locker.
package sync

import _ "unsafe" // for //go:linkname (Go's compiler, under go vet)

// waitq is the runtime's rt_chan_queue: the parked waiters, first to last.
type waitq struct {
	head, tail uintptr
}

// park waits until a wake takes this waiter (a suspend point).
//
//go:linkname park rt_waitq_park_block
func park(q *waitq)

//go:linkname wakeOne rt_waitq_wake_one
func wakeOne(q *waitq)

//go:linkname wakeAll rt_waitq_wake_all
func wakeAll(q *waitq)

//go:linkname fatal rt_fatal_string
func fatal(s string)

// A Mutex is a mutual exclusion lock; the zero value is unlocked.
type Mutex struct {
	locked bool
	q      waitq
}

// Lock waits until the mutex is unlocked, then locks it.
func (m *Mutex) Lock() {
	for m.locked {
		park(&m.q)
	}
	m.locked = true
}

// TryLock locks the mutex if it is unlocked and says whether it did.
func (m *Mutex) TryLock() bool {
	if m.locked {
		return false
	}
	m.locked = true
	return true
}

// Unlock unlocks the mutex and lets the first waiter try again.
func (m *Mutex) Unlock() {
	if !m.locked {
		fatal("sync: unlock of unlocked mutex")
	}
	m.locked = false
	wakeOne(&m.q)
}

// An RWMutex is a reader/writer lock: any number of readers or one writer. A waiting writer
// keeps new readers out, so writers are not starved.
type RWMutex struct {
	writer  bool
	readers int
	writers int // waiting
	q       waitq
}

func (rw *RWMutex) RLock() {
	for rw.writer || rw.writers > 0 {
		park(&rw.q)
	}
	rw.readers++
}

func (rw *RWMutex) RUnlock() {
	if rw.readers <= 0 {
		fatal("sync: RUnlock of unlocked RWMutex")
	}
	rw.readers--
	if rw.readers == 0 {
		wakeAll(&rw.q)
	}
}

func (rw *RWMutex) Lock() {
	rw.writers++
	for rw.writer || rw.readers > 0 {
		park(&rw.q)
	}
	rw.writers--
	rw.writer = true
}

func (rw *RWMutex) Unlock() {
	if !rw.writer {
		fatal("sync: Unlock of unlocked RWMutex")
	}
	rw.writer = false
	wakeAll(&rw.q)
}

// A WaitGroup waits for a collection of goroutines to finish.
type WaitGroup struct {
	n int
	q waitq
}

// Add adds delta, which may be negative, to the counter; at zero every waiter is released.
func (wg *WaitGroup) Add(delta int) {
	wg.n += delta
	if wg.n < 0 {
		panic("sync: negative WaitGroup counter")
	}
	if wg.n == 0 {
		wakeAll(&wg.q)
	}
}

// Done decrements the counter by one.
func (wg *WaitGroup) Done() {
	wg.Add(-1)
}

// Wait blocks until the counter is zero.
func (wg *WaitGroup) Wait() {
	for wg.n > 0 {
		park(&wg.q)
	}
}

// A Locker represents an object that can be locked and unlocked.
type Locker interface {
	Lock()
	Unlock()
}

// Once performs exactly one action.
type Once struct {
	done    bool
	running bool
	q       waitq
}

// Do calls f if and only if Do is being called for the first time for this Once; every other
// call waits until that first f has returned.
func (o *Once) Do(f func()) {
	if o.done {
		return
	}
	for o.running {
		park(&o.q)
	}
	if o.done {
		return
	}
	o.running = true
	f()
	o.done = true
	o.running = false
	wakeAll(&o.q)
}

// Cond is a condition variable: goroutines wait on it for an event, holding L around the check.
type Cond struct {
	L Locker
	q waitq
}

// NewCond returns a new Cond with Locker l.
func NewCond(l Locker) *Cond {
	return &Cond{L: l}
}

// Wait unlocks c.L, waits until Signal or Broadcast wakes it, then locks c.L again.
func (c *Cond) Wait() {
	c.L.Unlock()
	park(&c.q)
	c.L.Lock()
}

// Signal wakes one goroutine waiting on c, if there is any.
func (c *Cond) Signal() {
	wakeOne(&c.q)
}

// Broadcast wakes all goroutines waiting on c.
func (c *Cond) Broadcast() {
	wakeAll(&c.q)
}


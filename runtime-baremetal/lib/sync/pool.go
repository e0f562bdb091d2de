package sync

// A Pool keeps values for reuse. corogo's keeps what Put gives it until Get takes it back (last
// put, first taken) and never drops a value on its own: the collector does not empty pools. Get
// on an empty pool returns New() when New is set, else nil.
type Pool struct {
	items []any
	New   func() any
}

// Put adds x to the pool (nil is ignored).
func (p *Pool) Put(x any) {
	if x == nil {
		return
	}
	p.items = append(p.items, x)
}

// Get takes a value from the pool, or makes one with New.
func (p *Pool) Get() any {
	if n := len(p.items); n > 0 {
		x := p.items[n-1]
		p.items[n-1] = nil
		if m := n - 1; uint(m) <= uint(cap(p.items)) { // always (0 <= m < len <= cap): the slice needs no check of its own
			p.items = p.items[:m]
		}
		return x
	}
	if p.New != nil {
		return p.New()
	}
	return nil
}

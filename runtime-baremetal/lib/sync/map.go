package sync

// Map has the API of Go's sync.Map. Goroutines here are cooperative and interrupt handlers may
// not use it, so no two of its operations interleave and a plain map is enough: its zero value is
// an empty Map, ready to use, and must not be copied after first use (as Go requires).
type Map struct {
	m map[any]any
}

// Load returns the value stored under key, and whether there was one.
func (m *Map) Load(key any) (value any, ok bool) {
	value, ok = m.m[key]
	return
}

// Store sets the value for key.
func (m *Map) Store(key, value any) {
	if m.m == nil {
		m.m = make(map[any]any)
	}
	m.m[key] = value
}

// LoadOrStore returns the value already stored under key (loaded true), or stores value and
// returns it (loaded false).
func (m *Map) LoadOrStore(key, value any) (actual any, loaded bool) {
	if v, ok := m.m[key]; ok {
		return v, true
	}
	m.Store(key, value)
	return value, false
}

// LoadAndDelete deletes key and returns the value it had, if any.
func (m *Map) LoadAndDelete(key any) (value any, loaded bool) {
	value, loaded = m.m[key]
	delete(m.m, key)
	return
}

// Delete deletes the value for key.
func (m *Map) Delete(key any) {
	delete(m.m, key)
}

// Range calls f for each key and value until f returns false. The keys are taken before the first
// call, so f may store and delete (and suspend, letting other goroutines do so): a key deleted
// before its turn is skipped, a key stored after Range began is not visited.
func (m *Map) Range(f func(key, value any) bool) {
	keys := make([]any, 0, len(m.m))
	for k := range m.m {
		keys = append(keys, k)
	}
	for _, k := range keys {
		if v, ok := m.m[k]; ok && !f(k, v) {
			return
		}
	}
}

// The memory profile's API (Go's MemProfile and MemProfileRecord): corogo keeps no allocation
// samples (MemProfileRate is 0), so the profile is empty, as Go's is in a program whose rate is 0:
// MemProfile reports no records and that they all fit. Code that reads a profile compiles and finds
// nothing in it.
package runtime

// MemProfileRecord describes the live objects allocated by one call stack, with Go's fields.
type MemProfileRecord struct {
	AllocBytes, FreeBytes     int64       // bytes allocated and freed
	AllocObjects, FreeObjects int64       // objects allocated and freed
	Stack0                    [32]uintptr // the call stack; ends at the first 0
}

// InUseBytes is the bytes in use: AllocBytes - FreeBytes.
func (r *MemProfileRecord) InUseBytes() int64 { return r.AllocBytes - r.FreeBytes }

// InUseObjects is the objects in use: AllocObjects - FreeObjects.
func (r *MemProfileRecord) InUseObjects() int64 { return r.AllocObjects - r.FreeObjects }

// Stack is the record's call stack: Stack0 up to its first 0.
func (r *MemProfileRecord) Stack() []uintptr {
	for i, pc := range r.Stack0 {
		if pc == 0 {
			return r.Stack0[0:i]
		}
	}
	return r.Stack0[0:]
}

// MemProfile copies the profile's records into p and returns how many there are; ok is false when
// p is too short for them. The profile is always empty: 0, true.
func MemProfile(p []MemProfileRecord, inuseZero bool) (n int, ok bool) {
	return 0, true
}

// Package errors is corogo's errors package, in Go: New, and errors.Is / Unwrap for error chains
// built with Unwrap methods (and Is methods). Each New allocates its value from the arena (a package-level
// `var ErrX = errors.New("...")` runs once at initialisation).
package errors

type errorString struct {
	s string
}

func (e *errorString) Error() string { return e.s }

// New returns an error whose Error method returns text; each call is a distinct error.
func New(text string) error {
	return &errorString{text}
}

type wrapper interface {
	Unwrap() error
}

// Unwrap returns the result of err's Unwrap method, or nil when it has none.
func Unwrap(err error) error {
	u, ok := err.(wrapper)
	if !ok {
		return nil
	}
	return u.Unwrap()
}

// Is reports whether target is err or an error in its chain of Unwrap results: compared with ==,
// or an error in the chain whose Is(target) method says it is (os's system errors do that).
func Is(err, target error) bool {
	for err != nil {
		if err == target {
			return true
		}
		if x, ok := err.(interface{ Is(error) bool }); ok && x.Is(target) {
			return true
		}
		err = Unwrap(err)
	}
	return target == nil
}

package main

// Package-level errors.New values are built at compile time (interp.c): each is its own object,
// equal only to itself, and errors.Is finds it through a chain of wrappers.

import "errors"

var (
	ErrShortWrite = errors.New("short write")
	ErrShortBuf   = errors.New("short buffer")
	ErrAgain      = errors.New("short write") // same text, another error
	errs          = []error{ErrShortWrite, ErrShortBuf, ErrAgain}
	wrapped       = &wrap{"write header", ErrShortBuf}
)

type wrap struct {
	op  string
	err error
}

func (w *wrap) Error() string { return w.op + ": " + w.err.Error() }
func (w *wrap) Unwrap() error { return w.err }

func write(n int) error {
	if n < 4 {
		return ErrShortWrite
	}
	if n < 8 {
		return wrapped
	}
	return nil
}

func main() {
	for _, n := range []int{2, 5, 9} {
		err := write(n)
		println(n, err == ErrShortWrite, err == ErrAgain, errors.Is(err, ErrShortBuf), err == nil)
		if err != nil {
			println(err.Error())
		}
	}
	for i, e := range errs {
		for j, f := range errs {
			if i < j {
				println(i, j, e == f, e.Error() == f.Error())
			}
		}
	}
	println(errors.Unwrap(wrapped) == ErrShortBuf)
}

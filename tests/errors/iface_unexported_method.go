package main

import "testing"

// mine has every method of testing.TB, and a private of its own: not testing's, so it does not
// implement testing.TB (whose unexported method only testing's types have)
type mine struct{}

func (mine) Cleanup(func())               {}
func (mine) Error(args ...any)            {}
func (mine) Errorf(f string, args ...any) {}
func (mine) Fail()                        {}
func (mine) FailNow()                     {}
func (mine) Failed() bool                 { return false }
func (mine) Fatal(args ...any)            {}
func (mine) Fatalf(f string, args ...any) {}
func (mine) Helper()                      {}
func (mine) Log(args ...any)              {}
func (mine) Logf(f string, args ...any)   {}
func (mine) Name() string                 { return "" }
func (mine) Setenv(key, value string)     {}
func (mine) Skip(args ...any)             {}
func (mine) SkipNow()                     {}
func (mine) Skipf(f string, args ...any)  {}
func (mine) Skipped() bool                { return false }
func (mine) TempDir() string              { return "" }
func (mine) private()                     {}

func main() {
	var tb testing.TB = mine{}
	_ = tb
	var t testing.TB = &testing.T{}
	_ = t
}

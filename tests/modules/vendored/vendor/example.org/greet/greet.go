// Package greet is a module of the module-cache fixture: a require of tests/modules/require.
package greet

// Hello greets name.
func Hello(name string) string { return "hello, " + name }

// Count is how many letters Hello's greeting has for name.
func Count(name string) int { return len(Hello(name)) }

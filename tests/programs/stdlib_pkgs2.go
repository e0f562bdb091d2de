// Packages of Go's library from GOROOT, unmodified: flag (os.Args is the program's name alone),
// and testing.AllocsPerRun.
package main

import (
	"flag"
	"regexp"
	"sync/atomic"
	"testing"
)

var n = flag.Int("n", 7, "count")

type T struct{ a, b int }

var keep *T

func main() {
	flag.Parse()
	println(*n, flag.NArg(), flag.Parsed())

	re := regexp.MustCompile(`a(b+)c`)
	println(re.MatchString("xabbbc"), re.ReplaceAllString("abc abbc", "<$1>"))

	var val atomic.Value
	println(val.Load() == nil)
	val.Store(T{1, 2})
	old := val.Swap(T{3, 4})
	println(old.(T).b, val.Load().(T).a, val.CompareAndSwap(T{3, 4}, T{5, 6}), val.CompareAndSwap(T{3, 4}, T{7, 8}))
	func() {
		defer func() { println(recover().(string)) }()
		val.Store("text")
	}()

	allocs := testing.AllocsPerRun(50, func() { keep = &T{1, 2} })
	println(int(allocs))
}

// runtime.Caller, Callers, FuncForPC, CallersFrames and Stack report Go's function names and
// lines (corogo's call positions, docs/debugging.md): in sync code, in methods and closures, in a
// goroutine that waits, in a deferred call during a panic (whose function calls no Go code, and the
// one that called it), through a line directive, and in log's Lshortfile prefix. Only what Go and
// corogo share is printed (base names of files, no pcs).
package main

import (
	"log"
	"os"
	"runtime"
	"strings"
)

func base(file string) string { return file[strings.LastIndex(file, "/")+1:] }

func where(skip int) string {
	pc, file, line, ok := runtime.Caller(skip + 1)
	if !ok {
		return "none"
	}
	return runtime.FuncForPC(pc).Name() + " " + base(file) + ":" + itoa(line)
}

func itoa(v int) string {
	if v < 10 {
		return string(rune('0' + v))
	}
	return itoa(v/10) + string(rune('0'+v%10))
}

type T struct{ n int }

func (t *T) ptr() string { return where(0) }
func (t T) val() string  { return where(0) }

func chain(stop string) {
	var pcs [16]uintptr
	n := runtime.Callers(1, pcs[:])
	frames := runtime.CallersFrames(pcs[:n])
	for {
		f, more := frames.Next()
		if strings.HasPrefix(f.Function, "runtime.") { // Go's own files: not the same
			println(" ", f.Function)
		} else {
			println(" ", f.Function, base(f.File), f.Line)
		}
		if !more || f.Function == stop {
			break
		}
	}
}

func inner() { chain("main.main") }
func outer() { inner() }

func nilDeref() {
	var p *T
	println(p.n) // the panic site
}

func caught() {
	defer func() {
		recover()
		for i := 0; ; i++ {
			pc, _, line, ok := runtime.Caller(i)
			if !ok {
				println("panic site not found")
				return
			}
			if runtime.FuncForPC(pc).Name() == "main.nilDeref" {
				println("panicked at main.nilDeref line", line, "called from", frameAt(i+1))
				return
			}
		}
	}()
	nilDeref()
}

func main() {
	println(where(0))
	t := &T{}
	println(t.ptr())
	println(T{}.val())
	func() { println(where(0)) }()
	f := func() string { return where(1) }
	println(f())
	println("callers:")
	outer()
	caught()

	done := make(chan bool)
	go func() {
		<-done
		println("goroutine:")
		chain("runtime.goexit")
		done <- true
	}()
	done <- true
	<-done

//line renamed.go:100
	println(where(0))

	buf := make([]byte, 1024)
	s := string(buf[:runtime.Stack(buf, false)])
	println("stack has main.main:", strings.Contains(s, "main.main()"), strings.HasPrefix(s, "goroutine 1 [running]:"))

	log.SetFlags(log.Lshortfile)
	log.SetOutput(os.Stdout)
	log.Println("logged")
	_, file, line, _ := runtime.Caller(0)
	log.Printf("at %s:%d", base(file), line)
}

// the function and line skip frames above frameAt's caller
func frameAt(skip int) string {
	pc, _, line, _ := runtime.Caller(skip + 1)
	return runtime.FuncForPC(pc).Name() + " line " + itoa(line)
}

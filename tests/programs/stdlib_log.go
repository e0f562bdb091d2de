// log from GOROOT, unmodified: the standard logger and log.New loggers with deterministic flags
// (0, Lmsgprefix), prefixes, Output, Writer, Panicf/Panicln (recovered) and Fatal's exit status 1.
// Lshortfile's "file.go:LINE" is in tests/programs/runtime_caller.
package main

import (
	"fmt"
	"log"
	"os"
)

func main() {
	log.SetFlags(0)
	log.SetOutput(os.Stdout)
	log.Println("hello", 42)
	log.Printf("%d items, %q", 3, "x")
	log.SetPrefix("app: ")
	log.Print("with prefix")
	log.SetFlags(log.Lmsgprefix)
	log.Print("msgprefix")
	fmt.Println(log.Flags(), log.Prefix())
	l := log.New(os.Stdout, "[dev] ", 0)
	l.Printf("no newline")
	l.Println("two", "words")
	l.SetPrefix("> ")
	l.Output(1, "output\n")
	fmt.Println("writer is stdout:", l.Writer() == os.Stdout)
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		l.Panicf("bad %d", 7)
	}()
	func() {
		defer func() { fmt.Println("recovered:", recover()) }()
		log.Panicln("bad", "line")
	}()
	log.Fatal("fatal: ", "bye")
	fmt.Println("not reached")
}

// Package os is corogo's os package, in Go, for a board without a file system or an operating
// system: Stdin, Stdout and Stderr are *File values on the board's console (writes go to the UART;
// a read waits for the UART's receive interrupt, a suspend point in a goroutine, and never reaches
// end of file), Exit ends the program with its status (QEMU passes it to the host as it does a
// panic's), Args holds the program's name, the environment starts empty (Setenv works in memory),
// Hostname is "corogo", and the file functions fail as they do on a machine without the file:
// *PathError wrapping ErrNotExist ("no such file or directory"), or a read-only file system for
// those that would create or change one. The error variables are internal/oserror's, as Go's.
// CorogoCapture sends Stdout's writes to a buffer (corogo test's Example functions).
package os

import (
	"internal/oserror"
	_ "unsafe" // for //go:linkname (Go's compiler, under go vet)
)

// The portable errors of Go's os (the same values as Go's io/fs ones).
var (
	ErrInvalid    = oserror.ErrInvalid
	ErrPermission = oserror.ErrPermission
	ErrExist      = oserror.ErrExist
	ErrNotExist   = oserror.ErrNotExist
	ErrClosed     = oserror.ErrClosed
)

// ---------------------------------------------------------------- errors

// PathError records an error and the operation and file path that caused it (Go's fs.PathError).
type PathError struct {
	Op   string
	Path string
	Err  error
}

func (e *PathError) Error() string { return e.Op + " " + e.Path + ": " + e.Err.Error() }

func (e *PathError) Unwrap() error { return e.Err }

// errno is a system error as the board reports it: Go's text for it, and the portable error it
// stands for (errors.Is(err, os.ErrNotExist) holds for a missing file, as with Go's syscall.Errno).
type errno struct {
	text string
	is   error
}

func (e *errno) Error() string { return e.text }

func (e *errno) Is(target error) bool { return target != nil && target == e.is }

var (
	errNoEnt   = &errno{"no such file or directory", oserror.ErrNotExist}
	errRoFS    = &errno{"read-only file system", nil}
	errBadFile = &errno{"bad file descriptor", nil}
)

func underlying(err error) error {
	if pe, ok := err.(*PathError); ok {
		return pe.Err
	}
	return err
}

func is(err, target error) bool {
	err = underlying(err)
	if e, ok := err.(*errno); ok {
		return e.is == target
	}
	return err == target
}

// IsExist reports whether err says that a file already exists.
func IsExist(err error) bool { return is(err, ErrExist) }

// IsNotExist reports whether err says that a file does not exist.
func IsNotExist(err error) bool { return is(err, ErrNotExist) }

// IsPermission reports whether err says that permission is denied.
func IsPermission(err error) bool { return is(err, ErrPermission) }

// ---------------------------------------------------------------- the console

// File is an open file: only the console's three exist.
type File struct {
	name   string
	fd     uintptr
	closed bool
}

// Stdin, Stdout and Stderr are the board's console (one UART: Stdout and Stderr both write there).
var (
	Stdin  = &File{name: "/dev/stdin", fd: 0}
	Stdout = &File{name: "/dev/stdout", fd: 1}
	Stderr = &File{name: "/dev/stderr", fd: 2}
)

//go:linkname consoleWrite rt_uart_write
//go:noescape
func consoleWrite(uart int32, b []byte)

//go:linkname consoleReadByte rt_uart_read_byte_block
func consoleReadByte(uart int32) byte

//go:linkname consoleBuffered rt_uart_buffered
func consoleBuffered(uart int32) int32

func (f *File) check(op string) error {
	if f == nil {
		return ErrInvalid
	}
	if f.closed {
		return &PathError{Op: op, Path: f.name, Err: ErrClosed}
	}
	return nil
}

// Name returns the file's name ("/dev/stdout").
func (f *File) Name() string { return f.name }

// Fd returns the file's descriptor number (0, 1 or 2).
func (f *File) Fd() uintptr {
	if f == nil {
		return ^uintptr(0)
	}
	return f.fd
}

// Write writes b to the console (Stdout, Stderr); Stdin cannot be written.
func (f *File) Write(b []byte) (n int, err error) {
	if err := f.check("write"); err != nil {
		return 0, err
	}
	if f.fd == 0 {
		return 0, &PathError{Op: "write", Path: f.name, Err: errBadFile}
	}
	if capture != nil && f.fd == 1 {
		*capture = append(*capture, b...)
		return len(b), nil
	}
	consoleWrite(0, b)
	return len(b), nil
}

var capture *[]byte

// CorogoCapture makes what is written to Stdout go to *buf instead of the console, until it is
// called with nil: corogo's testing runs Example functions so (Go's captures Stdout with a pipe).
func CorogoCapture(buf *[]byte) { capture = buf }

// WriteString writes s as Write writes its bytes.
func (f *File) WriteString(s string) (n int, err error) {
	return f.Write([]byte(s))
}

// Read reads from the console into b (Stdin): it waits for at least one byte, then takes those
// already received, up to len(b). The console has no end: Read never returns io.EOF.
func (f *File) Read(b []byte) (n int, err error) {
	if err := f.check("read"); err != nil {
		return 0, err
	}
	if f.fd != 0 {
		return 0, &PathError{Op: "read", Path: f.name, Err: errBadFile}
	}
	if len(b) == 0 {
		return 0, nil
	}
	b[0] = consoleReadByte(0)
	n = 1
	for n < len(b) && consoleBuffered(0) > 0 {
		b[n] = consoleReadByte(0)
		n++
	}
	return n, nil
}

// Close closes the file: later reads and writes fail with ErrClosed.
func (f *File) Close() error {
	if err := f.check("close"); err != nil {
		return err
	}
	f.closed = true
	return nil
}

// Sync has nothing to flush: console writes are synchronous.
func (f *File) Sync() error { return f.check("sync") }

// ---------------------------------------------------------------- the process

// Args holds the command-line arguments: the program's name and the arguments the builder baked
// into the image (`corogo run prog.go ARG...`, `-arg=ARG`).
var Args = programArgs()

// set by the builder: the name, and the arguments, each one after a 0x1f byte
var progname, progargs string

func programArgs() []string {
	a := []string{progname}
	for s := progargs; s != ""; {
		s = s[1:]
		i := 0
		for i < len(s) && s[i] != 0x1f {
			i++
		}
		a = append(a, s[:i])
		s = s[i:]
	}
	return a
}

// Exit ends the program with the given status (0: success); deferred functions do not run. The
// status reaches the host through the emulator, as a panic's does.
//
//go:linkname Exit port_exit
func Exit(code int)

// Hostname returns the board's name for itself: "corogo" (a board has no kernel to ask).
func Hostname() (name string, err error) { return "corogo", nil }

// Getpid returns 1: the program is the only process.
func Getpid() int { return 1 }

// Getpagesize returns 4096, Go's value on linux/arm.
func Getpagesize() int { return 4096 }

// ---------------------------------------------------------------- the environment

var env []string // "key=value", set by Setenv only: the environment starts empty

func find(key string) int {
	for i, kv := range env {
		if len(kv) > len(key) && kv[len(key)] == '=' && kv[:len(key)] == key {
			return i
		}
	}
	return -1
}

// Getenv returns the value of the environment variable key, "" when it is not set.
func Getenv(key string) string {
	v, _ := LookupEnv(key)
	return v
}

// LookupEnv returns the value of the environment variable key and whether it is set.
func LookupEnv(key string) (string, bool) {
	if i := find(key); i >= 0 {
		return env[i][len(key)+1:], true
	}
	return "", false
}

// Setenv sets the environment variable key (in the program's memory).
func Setenv(key, value string) error {
	if len(key) == 0 {
		return &errno{"invalid argument", ErrInvalid}
	}
	for i := 0; i < len(key); i++ {
		if key[i] == '=' || key[i] == 0 {
			return &errno{"invalid argument", ErrInvalid}
		}
	}
	if i := find(key); i >= 0 {
		env[i] = key + "=" + value
	} else {
		env = append(env, key+"="+value)
	}
	return nil
}

// Unsetenv removes the environment variable key.
func Unsetenv(key string) error {
	if i := find(key); i >= 0 {
		env = append(env[:i], env[i+1:]...)
	}
	return nil
}

// Clearenv removes every environment variable.
func Clearenv() { env = nil }

// Environ returns a copy of the environment as "key=value" strings (empty at start).
func Environ() []string {
	out := make([]string, len(env))
	copy(out, env)
	return out
}

// ---------------------------------------------------------------- files

// FileMode is a file's mode and permission bits (Go's fs.FileMode).
type FileMode uint32

// The flags of OpenFile, with Go's values on linux.
const (
	O_RDONLY int = 0x0
	O_WRONLY int = 0x1
	O_RDWR   int = 0x2
	O_APPEND int = 0x400
	O_CREATE int = 0x40
	O_EXCL   int = 0x80
	O_SYNC   int = 0x101000
	O_TRUNC  int = 0x200
)

// Open opens the named file for reading: there are no files.
func Open(name string) (*File, error) { return OpenFile(name, O_RDONLY, 0) }

// Create creates the named file: the board's file system is read-only.
func Create(name string) (*File, error) { return OpenFile(name, O_RDWR|O_CREATE|O_TRUNC, 0666) }

// OpenFile opens the named file: it does not exist, and none can be created.
func OpenFile(name string, flag int, perm FileMode) (*File, error) {
	if flag&(O_CREATE|O_WRONLY|O_RDWR|O_APPEND|O_TRUNC) != 0 {
		return nil, &PathError{Op: "open", Path: name, Err: errRoFS}
	}
	return nil, &PathError{Op: "open", Path: name, Err: errNoEnt}
}

// ReadFile reads the named file: it does not exist.
func ReadFile(name string) ([]byte, error) {
	return nil, &PathError{Op: "open", Path: name, Err: errNoEnt}
}

// WriteFile writes the named file: the board's file system is read-only.
func WriteFile(name string, data []byte, perm FileMode) error {
	return &PathError{Op: "open", Path: name, Err: errRoFS}
}

// Remove removes the named file: it does not exist.
func Remove(name string) error { return &PathError{Op: "remove", Path: name, Err: errNoEnt} }

// RemoveAll removes path and what it contains: nothing, so it succeeds (as Go's does for a
// path that does not exist).
func RemoveAll(path string) error { return nil }

// Mkdir creates a directory: the board's file system is read-only.
func Mkdir(name string, perm FileMode) error {
	return &PathError{Op: "mkdir", Path: name, Err: errRoFS}
}

// MkdirAll creates a directory and its parents: the board's file system is read-only.
func MkdirAll(path string, perm FileMode) error {
	return &PathError{Op: "mkdir", Path: path, Err: errRoFS}
}

// Chdir changes the working directory: only "/" exists.
func Chdir(dir string) error {
	if dir == "/" {
		return nil
	}
	return &PathError{Op: "chdir", Path: dir, Err: errNoEnt}
}

// Getwd returns the working directory: "/".
func Getwd() (dir string, err error) { return "/", nil }

// TempDir returns the directory for temporary files, "/tmp" as on Go's linux (it does not exist).
func TempDir() string {
	if dir := Getenv("TMPDIR"); dir != "" {
		return dir
	}
	return "/tmp"
}

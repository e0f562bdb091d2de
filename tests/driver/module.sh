# module.sh - the command-line forms of a module build: `corogo build .` inside the module (the
# output is named after the directory), `./cmd/app` (named app.elf), the .go files of a package
# named one by one from a subdirectory (go.mod found by walking up), -tags in both spellings and
# none (&& binds tighter than || in led/prec_*.go), a
# missing package inside the module (go list's message), a directory without Go files, one that is
# not package main, and the go command missing.
. "$(dirname "$0")/lib.sh"
cp -r "$ROOT/tests/modules/blink" blink
cp -r "$ROOT/tests/modules/layout" layout
cd blink || fail "no blink copy"
run "$COROGO" build -target=mps2-an385 .
expect_rc 0 "build . in blink"
[ -s blink.elf ] || fail "no blink.elf from build ."
cd ../layout || fail "no layout copy"
run "$COROGO" build -target=riscv32-virt ./cmd/app
expect_rc 0 "build ./cmd/app"
[ -s app.elf ] || fail "no app.elf from build ./cmd/app"
cd cmd/app || fail "no cmd/app"
run "$COROGO" run -target=mps2-an385 main.go -tags blinky
expect_rc 0 "run main.go -tags blinky from cmd/app"
expect_out "led: cortexm+blinky!
"
run "$COROGO" run -target=riscv32-virt -tags=other,x main.go
expect_rc 0 "run main.go -tags=other,x from cmd/app"
expect_out "led: riscv32
"
run "$COROGO" run -target=mps2-an385 main.go
expect_rc 0 "run main.go without tags from cmd/app"
expect_out "led: cortexm!
"
cd ../..
mkdir empty
run "$COROGO" build -target=mps2-an385 ./empty
expect_rc 1 "build a directory without Go files"
expect_in err "corogo: error: no Go files in ./empty"
printf 'package main\n\nimport "example.com/layout/nothere"\n\nfunc main() { nothere.F() }\n' > cmd/app/main.go
run "$COROGO" build -target=mps2-an385 ./cmd/app
expect_rc 1 "import of a missing module package"
expect_in err "./cmd/app/main.go:3:8: error: no required module provides package example.com/layout/nothere; to add it:"
run "$COROGO" build -target=mps2-an385 ./led
expect_rc 1 "build a package that is not main"
expect_in err "led/led.go:1:9: error: package led is not a main package (corogo builds package main)"
# without the go command (PATH without it), a program with imports cannot be loaded: the error
# says how to install it; a program without imports needs none
mkdir nogo
printf 'package main\n\nimport "math/bits"\n\nfunc main() { println(bits.Len(5)) }\n' > nogo/a.go
printf 'package main\n\nfunc main() { println(3) }\n' > nogo/b.go
PATH=/nonexistent run "$COROGO" build -target=mps2-an385 nogo/a.go
expect_rc 1 "build without the go command"
expect_in err "corogo: error: the go command is not installed: corogo loads packages with \`go list\`"
expect_in err "(Debian, Ubuntu: apt-get install golang-go)"
PATH=/nonexistent run "$COROGO" build -target=mps2-an385 -o nogo/b.elf nogo/b.go
expect_rc 0 "build of a program without imports, without the go command"
exit 0

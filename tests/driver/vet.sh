# vet.sh - go vet run with corogo env's view (the merged GOROOT, GOOS=linux GOARCH=arm, the board's
# tags) accepts a program importing corogo's replacement packages (machine, interrupt, os, reflect,
# runtime, sync, sync/atomic, time) beside Go's fmt: Go's compiler compiles every replacement
# package for vet's type information. A Printf mismatch is reported with go vet's own message, from
# a list of files and from a module's ./..., on both boards; corogo vet does the same, and vets a
# directory outside a module. The clean program also runs on corogo (its Stderr line on the same
# console).
. "$(dirname "$0")/lib.sh"
export GOCACHE="$T/gocache" GOFLAGS=
mkdir mod && cp "$DATA/vet/clean/main.go" mod/ && printf 'module vetclean\n\ngo 1.19\n' > mod/go.mod
for board in mps2-an385 riscv32-virt; do
    "$COROGO" env -target=$board > env || fail "corogo env -target=$board"
    (
        eval "$(cat env)"
        export GOROOT GOOS GOARCH CGO_ENABLED GOFLAGS
        run go vet "$DATA/vet/clean/main.go"
        expect_rc 0 "go vet of the clean program on $board"
        (cd mod && go vet ./...) > out 2> err
        [ $? -eq 0 ] || fail "go vet ./... of the clean module on $board"
        run go vet "$DATA/vet/printf/main.go"
        [ "$rc" -ne 0 ] || fail "go vet accepted a Printf mismatch on $board"
        expect_in err 'main.go:11:2: fmt.Printf format %d has arg "led on" of wrong type string'
    ) || exit 1
done
# corogo vet: the same view, and outside a module GOPATH mode (go vet ./dir alone would look for a
# go.mod), for a directory, a list of files and a module's ./...
mkdir plain && cp "$DATA/vet/printf/main.go" plain/
mkdir clean && cp "$DATA/vet/clean/main.go" clean/
run "$COROGO" vet -target=mps2-an385 ./clean
expect_rc 0 "corogo vet ./clean outside a module"
run "$COROGO" vet -target=riscv32-virt ./plain
expect_rc 1 "corogo vet ./plain (a Printf mismatch) outside a module"
expect_in err 'main.go:11:2: fmt.Printf format %d has arg "led on" of wrong type string'
run "$COROGO" vet -target=riscv32-virt plain/main.go
expect_rc 1 "corogo vet plain/main.go"
expect_in err 'main.go:11:2: fmt.Printf format %d has arg "led on" of wrong type string'
(cd mod && "$COROGO" vet -target=riscv32-virt ./...) > out 2> err
[ $? -eq 0 ] || fail "corogo vet ./... of the clean module"
run "$COROGO" vet ./plain
expect_rc 2 "corogo vet without -target"
run "$COROGO" run -target=riscv32-virt "$DATA/vet/clean/main.go"
expect_rc 0 "corogo run of the clean program"
expect_out '3 arm int 1
done
'
exit 0

# ldflags.sh BOARD - -ldflags "-X importpath.name=value": string variables get the value instead of
# their constant initialiser (or none), as Go's linker does (go run is the oracle when installed);
# the last -X of a name wins; a variable of another type is an error at its declaration; other
# linker flags are usage errors.
. "$(dirname "$0")/lib.sh"
B=$1
cp "$DATA/ldflags.go" .
run "$COROGO" run -target="$B" -ldflags "-X main.Version=1.2.3 -X main.Commit=abc -X main.Built=later -X main.Version=1.2.4" ldflags.go
expect_rc 0 "-ldflags -X"
expect_out "1.2.4 abc later
"
if command -v go >/dev/null; then
    export HOME=$T GOCACHE=$T/gocache GO111MODULE=off GOFLAGS= GOTOOLCHAIN=local
    go run -ldflags "-X main.Version=1.2.3 -X main.Commit=abc -X main.Built=later -X main.Version=1.2.4" ldflags.go 2>go.txt
    cmp -s go.txt "$T/out" || fail "go run prints $(cat go.txt)"
fi
run "$COROGO" run -target="$B" -ldflags=-X=main.Commit=x ldflags.go
expect_rc 0 "-ldflags=-X=..."
expect_out "dev x at noon
"
printf 'package main\n\nvar n = 3\n\nfunc main() { println(n) }\n' >int.go
run "$COROGO" build -target="$B" -ldflags "-X main.n=4" int.go
expect_rc 1 "-X of an int"
expect_in err "int.go:3:5: error: cannot set main.n with -X: not a variable of type string (int)"
run "$COROGO" build -target="$B" -ldflags "-s -w" ldflags.go
expect_rc 2 "-ldflags -s"
expect_in err "-ldflags: -s is not supported (only -X importpath.name=value)"
run "$COROGO" build -target="$B" -ldflags "-X main.Version" ldflags.go
expect_rc 2 "-X without a value"
expect_in err "-ldflags: -X needs importpath.name=value (main.Version)"
exit 0

# usage.sh - usage errors exit 2 with a message on stderr and nothing on stdout
. "$(dirname "$0")/lib.sh"
printf 'package main\nfunc main() {}\n' > ok.go

check() { # EXPECTED-STDERR-TEXT ARGS...
    want=$1; shift
    run "$COROGO" "$@"
    expect_rc 2 "corogo $*"
    [ -s "$T/out" ] && fail "corogo $*: wrote to stdout"
    expect_in err "$want"
}
check "usage: corogo"
check "usage: corogo" help
check "usage: corogo" --help
check "unknown command" frobnicate
check "unknown board \"no-such-board\"" build -target=no-such-board ok.go
check "unknown board \"no-such-board\"" run -target no-such-board ok.go
check "cannot read ../boards/board.json" build -target=../boards ok.go
check "unknown image format (the suffix says it: .elf, .bin, .hex or .uf2)" build -target=mps2-an385 -o ok ok.go
check "unknown board \"common\"" build -target=common ok.go
check "missing -target" build ok.go
check "unknown flag -frob" build -target=mps2-an385 -frob ok.go
check "unknown flag -O7" build -target=mps2-an385 -O7 ok.go
check "unknown flag -timeout" build -target=mps2-an385 -timeout=3 ok.go
check "needs a value" build ok.go -target
check "bad value for -timeout" run -target=mps2-an385 -timeout=soon ok.go
check "bad value for -pool" build -target=mps2-an385 -pool=0 ok.go
check "bad value for -verify" build -target=mps2-an385 -verify=maybe ok.go
check "no Go files" build -target=mps2-an385
check "bad value for -heap: lots" build -target=mps2-an385 -heap=lots ok.go
check "bad value for -heap: 12Q" build -target=mps2-an385 -heap 12Q ok.go
check "bad value for -general-pool: -1" build -target=mps2-an385 -general-pool=-1 ok.go
# sizes are checked in 64 bits: 4096M would wrap to 0 in 32
check "bad value for -heap: 4096M" build -target=mps2-an385 -heap=4096M ok.go
check "bad value for -general-pool: 4096M" build -target=mps2-an385 -general-pool=4096M ok.go
check "bad value for -heap: 9999999999999999999" build -target=mps2-an385 -heap=9999999999999999999 ok.go
check "-heap=1073741824 bytes does not fit in the 4194304 bytes of RAM of mps2-an385" build -target=mps2-an385 -heap=1024M ok.go
check "bad value for -gc: precise (conservative or leaking)" build -target=mps2-an385 -gc=precise ok.go
check "bad value for -gc:  (conservative or leaking)" build -target=mps2-an385 -gc= ok.go
check "-general-pool=5242880 bytes does not fit" build -target=mps2-an385 -general-pool=5M ok.go
check "bad value for -stack-size: big" build -target=mps2-an385 -stack-size=big ok.go
check "bad value for -stack-size: 0" build -target=mps2-an385 -stack-size=0 ok.go
check "bad value for -stack-size: 4096M" build -target=riscv32-virt -stack-size=4096M ok.go
check "-stack-size=8388608 bytes does not fit in the 4194304 bytes of RAM of mps2-an385" build -target=mps2-an385 -stack-size=8M ok.go
check "bad value for -size: medium" build -target=mps2-an385 -size=medium ok.go
check "don't know what to do with notes.txt" build -target=mps2-an385 ok.go notes.txt
check "targets takes no arguments" targets extra
check "run -o ok.bin: the image run is an ELF" run -target=mps2-an385 -o ok.bin ok.go
# a missing input file is an error in the program's inputs, not a usage error
run "$COROGO" build -target=mps2-an385 missing.go
expect_rc 1 "missing input file"
expect_in err "cannot read missing.go"
exit 0

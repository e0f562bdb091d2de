# init_loop_big.sh - an initialisation loop among many package variables (#11 item 4: no cut-off
# may answer "no"): 25,000 variables and, after them, a <- g() <- b <- a. The loop search was skipped
# above 20,000 declarations and such a program built (with an arbitrary order); now it is found by
# one pass over the strongly connected components and reported like Go, exit 1.
. "$(dirname "$0")/lib.sh"
awk 'BEGIN {
    print "package main\n"
    for (i = 0; i < 25000; i++) printf "var v%d = %d\n", i, i
    print "var a = g()\n\nfunc g() int { return b }\n\nvar b = a + 1\n\nfunc main() { println(v0, a, b) }"
}' >big.go
run "$COROGO" build -target=riscv32-virt -o big.elf big.go
expect_rc 1 "a loop among 25,000 variables"
expect_in err "big.go:25003:5: error: initialization loop for a"
expect_in err "big.go:25005:6: g refers to"
expect_in err "big.go:25007:5: b refers to"
exit 0

# bench/gen.sh - the programs bench.sh and frames.sh generate, as shell functions (sourced): await
# chains of a given depth, sequential awaits, and the same code in Go and C for the compile-time row.

gen_depth_go() { # <d> <file> [noinline]: a goroutine g awaits a chain l1 -> ... -> ld whose last
    # level suspends, every level keeping a local across its await; noinline: //go:noinline on every
    # level (each its own coroutine, elided into its caller's frame), else the small levels' awaits
    # are inlined (cg_inline.c)
    local d=$1 i ni=
    [ "${3:-}" = noinline ] && ni=$'//go:noinline\n'
    {
        printf 'package main\n\n%sfunc l%d(n int) int {\n\tcoroSuspend()\n\treturn n + 1\n}\n' "$ni" "$d"
        for ((i = d - 1; i >= 1; i--)); do
            printf '\n%sfunc l%d(n int) int {\n\tk := n * 3\n\treturn l%d(n+1) + k\n}\n' "$ni" "$i" $((i + 1))
        done
        printf '\nfunc g(n int) {\n\tprintln(l1(n))\n}\n\nfunc main() {\n\tgo g(1)\n}\n'
    } >"$2"
}
gen_seq_go() { # <k> <file> [noinline]: k awaits in a row of a leaf that suspends (noinline: as above)
    local k=$1 i ni=
    [ "${3:-}" = noinline ] && ni=$'//go:noinline\n'
    {
        printf 'package main\n\n%sfunc leaf(n int) int {\n\tcoroSuspend()\n\treturn n + 1\n}\n\nfunc g(n int) {\n\ta := n\n' "$ni"
        for ((i = 0; i < k; i++)); do printf '\ta = leaf(a)\n'; done
        printf '\tprintln(a)\n}\n\nfunc main() {\n\tgo g(1)\n}\n'
    } >"$2"
}
gen_compile() { # <functions> <go file> <c file> <co> [method]: the same code in Go and C: chains of
    # ten calls (the last function of a chain, f(10j+1), returns its argument), one goroutine calls
    # every chain's head. co = 1: every function may suspend (C: calls an external function there),
    # and the goroutine suspends first (when LLVM folds away every suspend of a goroutine, frames.c at
    # present fails: "no frame allocation found for go target"); co = 0: no suspend (sync code only).
    # method: the functions are methods of *T (r.f9(a+1)), the goroutine calls them on one &T{}
    local n=$1 co=$4 i gy= gg= cy= cg= recv= call= mk=
    if [ "$co" = 1 ]; then
        gy=$'\tif s > limit {\n\t\tcoroSuspend()\n\t}\n'
        gg=$'\tcoroSuspend()\n'
        cy=$'    if (s > limit)\n        bench_yield();\n'
        cg=$'    bench_yield();\n'
    fi
    if [ "${5:-}" = method ]; then
        recv='(r *T) ' call=r. mk=$'\tr := &T{}\n'
    fi
    {
        printf 'package main\n\nvar limit = 1000\n'
        [ -n "$recv" ] && printf '\ntype T struct{ k int }\n'
        for ((i = 1; i <= n; i++)); do
            printf '\nfunc %sf%d(a int) int {\n\ts := 0\n\tfor i := 0; i < a; i++ {\n\t\tif i%%3 == %d {\n\t\t\ts += i * a\n\t\t} else {\n\t\t\ts -= i\n\t\t}\n\t}\n%s' "$recv" "$i" $((i % 3)) "$gy"
            if ((i % 10 == 1)); then printf '\treturn s + a\n}\n'; else printf '\treturn s + %sf%d(a+1)\n}\n' "$call" $((i - 1)); fi
        done
        printf '\nfunc g() {\n%s%s\ts := 0\n' "$gg" "$mk"
        for ((i = 10; i <= n; i += 10)); do printf '\ts += %sf%d(3)\n' "$call" "$i"; done
        printf '\tprintln(s)\n}\n\nfunc main() {\n\tgo g()\n}\n'
    } >"$2"
    {
        printf '#include <stdint.h>\nvoid bench_yield(void);\nvoid rt_print_int(int64_t);\nint32_t limit = 1000;\n'
        for ((i = 1; i <= n; i++)); do
            printf '\nstatic int32_t f%d(int32_t a)\n{\n    int32_t s = 0;\n    for (int32_t i = 0; i < a; i++) {\n        if (i %% 3 == %d) {\n            s += i * a;\n        } else {\n            s -= i;\n        }\n    }\n%s' "$i" $((i % 3)) "$cy"
            if ((i % 10 == 1)); then printf '    return s + a;\n}\n'; else printf '    return s + f%d(a + 1);\n}\n' $((i - 1)); fi
        done
        printf '\nvoid g(void)\n{\n%s    int32_t s = 0;\n' "$cg"
        for ((i = 10; i <= n; i += 10)); do printf '    s += f%d(3);\n' "$i"; done
        printf '    rt_print_int(s);\n}\n'
    } >"$3"
}
gen_float_flash() { # <type> <file>: the float flash row's program: + - * /, a comparison, conversions
    # from and to int and println of a value of <type> (float64, float32, or int64 for the baseline
    # the float runtime's flash is measured against); the operands come from the clock, so nothing
    # folds
    local t=$1
    {
        printf 'package main\n\nimport "time"\n\nfunc main() {\n'
        printf '\tn := int(time.Now().Sub(time.Time{}) & 7)\n'
        printf '\ta, b := %s(n+3), %s(n+1)\n' "$t" "$t"
        printf '\tc := (a*b + a - b) / b\n\tif c > a {\n\t\tc = a\n\t}\n'
        printf '\tprintln(c, int(c)+n)\n}\n'
    } >"$2"
}

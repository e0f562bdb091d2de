#!/usr/bin/env bash
# llvm-tail-elide.sh <corogo> <opt-19> <program.go> - the LLVM 19 behaviour behind invariant I1 of
# docs/coroutines.md, shown on the IR of tests/programs/coro_r2 (a goroutine's output was lost):
#  1. without "disable-tail-calls", after CoroElide an await thunk holds the elided child frame
#     (an alloca whose address escapes to the scheduler) and still a `tail call` of
#     llvm.coro.suspend: LLVM keeps claiming the suspend touches no alloca of the caller. If this
#     check fails, LLVM no longer does that, and invariant I1 may be revisited.
#  2. with the attribute corogo emits, no call of llvm.coro.suspend is `tail` after CoroElide.
set -euo pipefail
corogo=$1 opt=$2 src=$3
filecheck=$(command -v FileCheck-19 || echo /usr/lib/llvm-19/bin/FileCheck)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
# every function //go:noinline: the awaits go through thunks, not inlined bodies (cg_inline.c)
sed 's|^func |//go:noinline\nfunc |' "$src" >"$tmp/prog.go"
"$corogo" build -target=riscv32-virt -O2 -emit-llvm -o "$tmp/with.ll" "$tmp/prog.go"
grep -q '"disable-tail-calls"="true"' "$tmp/with.ll"
sed 's/ "disable-tail-calls"="true"//' "$tmp/with.ll" >"$tmp/without.ll"
passes=(-passes='default<O2>' -inline-threshold=1000 -inline-cost-full -recursive-inline-max-stacksize=18446744073709551615
        -print-after=coro-elide -disable-output)
"$opt" "${passes[@]}" "$tmp/without.ll" 2>"$tmp/without.txt"
"$opt" "${passes[@]}" "$tmp/with.ll" 2>"$tmp/with.txt"
"$filecheck" --check-prefix=WITHOUT /dev/fd/3 <"$tmp/without.txt" 3<<'CHECK'
WITHOUT: IR Dump After CoroElidePass on main.mid$await
WITHOUT: define internal {{.*}}@"main.mid$await"
WITHOUT-NOT: {{^}}}
WITHOUT: = alloca [{{[0-9]+}} x i8]
WITHOUT-NOT: {{^}}}
WITHOUT: tail call i8 @llvm.coro.suspend(token none, i1 false)
CHECK
"$filecheck" --check-prefix=WITH /dev/fd/3 <"$tmp/with.txt" 3<<'CHECK'
WITH: IR Dump After CoroElidePass on main.mid$await
WITH-NOT: tail call i8 @llvm.coro.suspend
CHECK
echo "ok: LLVM 19 keeps 'tail' on llvm.coro.suspend beside an elided frame; corogo's IR has none"

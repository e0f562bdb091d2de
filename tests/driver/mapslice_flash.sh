# mapslice_flash.sh - issue #32's map + slice + string row (bench/mapslice.go: string keys counted,
# ranged, looked up and deleted) stays under its flash bound on both boards at -Os
# (docs/performance.md, "Flash of small programs"), and links what it uses only: the map runtime's
# string-key paths without the generic hash and equality of keys by address (map.c), and no
# scheduler loop or goroutine numbering, since it starts no goroutine and never blocks (go.c). It
# still prints what go run prints. The mps2-an385 bound is TinyGo's 6,184 B (issue #32): the
# compact panic-position table (panicsites.c) keeps its shift in the word of site 0, print_site
# writes "(...)\n\t" in one string, and the records of call positions around a panic are
# caller.c's (rt_caller_panic), linked only with call positions (docs/debugging.md). The program is
# built from a copy in the test's directory, by its relative name: the panic table holds the file
# name as given, so an absolute path would make the figure depend on where the checkout lives.
. "$(dirname "$0")/lib.sh"
cp "$ROOT/bench/mapslice.go" mapslice.go || fail "copy bench/mapslice.go"
for b in mps2-an385:6184 riscv32-virt:6840; do
    board=${b%%:*} bound=${b##*:}
    run "$COROGO" build -target="$board" -Os -size=short -o m.elf mapslice.go
    expect_rc 0 "mapslice on $board"
    flash=$(awk 'NR == 2 { print $4 }' out)
    [ -n "$flash" ] && [ "$flash" -le "$bound" ] || fail "mapslice on $board: $flash bytes of flash, bound $bound"
    "$NM" m.elf > syms || fail "$NM m.elf"
    grep -q ' [Tt] rt_map_assign_str$' syms || fail "$board: no rt_map_assign_str (the symbols moved?)"
    for sym in hash_slow equal_slow probe_any rt_map_delete rt_map_lookup rt_sched_drive rt_sched_run rt_go; do
        grep -q " [TtWw] $sym\$" syms && fail "$board: $sym is linked"
    done
    run "$COROGO" run -target="$board" -Os mapslice.go
    expect_rc 0 "run mapslice on $board"
    expect_out "and=1 brown=1 dog=2 fox=2 jumps=1 lazy=1 over=1 quick=1 the=4 
len 20 cap 32 last 361 keys 9
after delete: 8 0 2
"
done
exit 0

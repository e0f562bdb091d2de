# timeout.sh BOARD - a firmware that never exits is killed after -timeout seconds: status 124 and
# "corogo: timeout after N s" on stderr, promptly
. "$(dirname "$0")/lib.sh"
B=$1
start=$(date +%s)
run "$COROGO" run -target="$B" -timeout=2 "$DATA/loop.ll"
end=$(date +%s)
expect_rc 124 "loop.ll"
expect_in err "corogo: timeout after 2 s"
[ $((end - start)) -lt 20 ] || fail "took $((end - start)) s to time out"
[ $((end - start)) -ge 2 ] || fail "timed out after $((end - start)) s, before 2 s"
exit 0

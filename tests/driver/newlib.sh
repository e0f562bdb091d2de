# newlib.sh - a board with "libc": "newlib" (mps2-an500) links newlib's libc.a of its multilib
# (arm-none-eabi/newlib/thumb/v7e-m+dp/hard) instead of picolibc's, headers included: a user C file
# calling strlen builds with newlib's <string.h> and runs, and the link, repeated with
# --trace-symbol=strlen, takes strlen from newlib's archive.
. "$(dirname "$0")/lib.sh"
cat > s.c <<'C'
#include <string.h>
int c_len(const char *s) { return (int)strlen(s); }
C
printf 'package main\n\n//go:linkname cLen c_len\nfunc cLen(s *byte) int32\n\nfunc main() {\n\tb := []byte("newlib\\x00")\n\tprintln(cLen(&b[0]))\n}\n' > n.go
COROGO_VERBOSE=1 COROGO_KEEP_TEMP=1 run "$COROGO" run -target=mps2-an500 n.go s.c
expect_rc 0 "run on mps2-an500"
grep -qx 6 out || fail "strlen's result"
grep -q -- "-isystem /usr/lib/arm-none-eabi/include" err || fail "the C file did not see newlib's headers"
ld=$(grep -E '(^|/)ld\.lld' err | tail -1)
[ -n "$ld" ] || fail "no ld.lld command"
$ld --trace-symbol=strlen >trace 2>&1 || { cat trace >&2; fail "the link, repeated"; }
grep -q "arm-none-eabi/newlib/thumb/v7e-m+dp/hard/libc.a.*definition of strlen" trace ||
    { cat trace >&2; fail "strlen not from newlib"; }
tmp=$(dirname "$(echo "$ld" | grep -o -- '-o [^ ]*' | cut -d' ' -f2)")
case $tmp in /tmp/corogo-*) rm -rf "$tmp" ;; esac
exit 0

# boardjson.sh - the board descriptor reader: inheritance (child wins, bases of bases), numbers as
# strings or JSON numbers, escapes, comments, and errors that name the file and line
. "$(dirname "$0")/lib.sh"
mkdir -p r/boards/common r/boards/alpha r/boards/beta r/boards/broken r/boards/orphan
cat > r/boards/common/base.json <<'J'
{ "inherits": "root", "cpu": "base-cpu", "description": "from base", "flash-size": 1024 }
J
cat > r/boards/common/root.json <<'J'
{ "llvm-target": "thumbv7m-none-eabi", "arch": "cortex-m", "linkerscript": "x.ld",
  "emulator": ["true"], "ram-size": "0x2000", "cpu": "root-cpu" }
J
cat > r/boards/alpha/board.json <<'J'
// a comment line
{
  "inherits": "base",
  "description": "Alpha \"quoted\" \u0041 tab\there",
  "cpu": "alpha-cpu",
  "nested": {"a": [1, 2.5, -3e2, true, false, null, {"b": []}]}
}
J
cat > r/boards/beta/board.json <<'J'
{ "inherits": ["base"], "flash-size": "0x100000" }
J
printf '{\n  "inherits": "base",\n  "cpu": "x"\n  "arch": "y"\n}\n' > r/boards/broken/board.json
printf '{ "inherits": "nowhere" }\n' > r/boards/orphan/board.json

COROGO_ROOT="$T/r" run "$COROGO" targets
expect_rc 0 "targets with a broken board among good ones"
grep -qE '^alpha +alpha-cpu +alpha-cpu +flash 1K +ram 8K +Alpha "quoted" A tab	here$' out || fail "alpha: child wins, escapes"
grep -qE '^beta +base-cpu +base-cpu +flash 1M +ram 8K +from base$' out || fail "beta: base, base of base"
grep -q '^broken' out && fail "broken board listed"
expect_in err "boards/broken/board.json:4: error: expected ',' or '}'"
expect_in err "boards/common/nowhere.json"

COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "build for a broken board"
expect_in err "broken/board.json:4:"

printf '{ "llvm-target": "thumbv7m-none-eabi" }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "build for a board with missing keys"
expect_in err "missing key \"cpu\""

printf '{ "inherits": "loop" }\n' > r/boards/common/loop.json
printf '{ "inherits": "loop" }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "inheritance cycle"
expect_in err "nested too deeply"

printf '{ "inherits": "base", "ram-size": 1.5 }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "a fractional size"
expect_in err "board.json:1: error: \"ram-size\" must be an integer"

printf '{ "inherits": "base", "stack-size": "64K" }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "a stack size with a suffix"
expect_in err "board.json:1: error: \"stack-size\" must be an integer"

printf '{ "inherits": "base", "stack-size": "0x4000" }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "a stack larger than the RAM"
expect_in err "error: \"stack-size\" must be between 0 and the \"ram-size\""

printf '{ "cpu": "unterminated }\n' > r/boards/broken/board.json
COROGO_ROOT="$T/r" run "$COROGO" build -target=broken x.go
expect_rc 2 "unterminated string"
expect_in err "board.json:1: error: unterminated string"
exit 0

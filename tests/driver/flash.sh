# flash.sh - corogo flash -programmer prints the board's "flash" command with the image it would
# program ({elf}, {hex}, {bin}, {uf2}: made in a temporary directory) instead of running it;
# sifive_e's is openocd with the ELF, the board outside the repository (tests/driver/data/
# customboard, -target=path/to/board.json, inheriting boards/common/cortex-m.json and linking
# mps2-an385's runtime) copies a UF2 image. A board without one is refused; flash takes no -o.
# The board outside the repository also builds and runs.
. "$(dirname "$0")/lib.sh"
printf 'package main\n\nfunc main() { println("flashed") }\n' > f.go
run "$COROGO" flash -target=sifive_e -programmer f.go
expect_rc 0 "flash sifive_e"
grep -qE "^openocd -f board/sifive-hifive1.cfg -c 'program /.*/f\.elf verify reset exit'$" out ||
    fail "sifive_e's openocd command"
run "$COROGO" flash -target="$DATA/customboard/board.json" -programmer f.go
expect_rc 0 "flash customboard"
grep -qE '^cp /.*/f\.uf2 /media/CUSTOM/$' out || fail "the UF2 copy"
run "$COROGO" flash -target=mps2-an385 -programmer f.go
expect_rc 2 "flash mps2-an385"
expect_in err 'board mps2-an385 has no "flash" command in its board.json'
run "$COROGO" flash -target=sifive_e -o x.elf f.go
expect_rc 2 "flash -o"
expect_in err "flash: -o is not used"
run "$COROGO" run -target="$DATA/customboard" f.go
expect_rc 0 "run customboard"
expect_in out "flashed"
run "$COROGO" build -target="$DATA/nosuch/board.json" f.go
expect_rc 2 "missing board.json"
expect_in err "cannot read $DATA/nosuch/board.json"
exit 0

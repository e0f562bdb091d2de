# stdin.sh BOARD - corogo run passes its stdin to the emulator: the firmware reads it from the
# console UART (every byte, the first ones included)
. "$(dirname "$0")/lib.sh"
B=$1
printf 'HAL9000\n' > in.txt
"$COROGO" run -target="$B" -timeout=30 "$DATA/echo.ll" <in.txt >out 2>err
rc=$?
expect_rc 0 "echo.ll"
expect_out "IBM:111
"
exit 0

; echo.ll - reads the console (the board's UART, fed from corogo run's stdin) up to a newline and
; writes back each byte plus one ("abc" -> "bcd"), then a newline
declare i32 @board_getc()
declare void @board_putc(i8)

define void @corogo_main() {
entry:
  br label %loop
loop:
  %c = call i32 @board_getc()
  %none = icmp slt i32 %c, 0
  br i1 %none, label %loop, label %got
got:
  %nl = icmp eq i32 %c, 10
  br i1 %nl, label %done, label %echo
echo:
  %t = trunc i32 %c to i8
  %u = add i8 %t, 1
  call void @board_putc(i8 %u)
  br label %loop
done:
  call void @board_putc(i8 10)
  ret void
}

; loop.ll - never finishes: corogo run must time out
@sink = global i32 0

define void @corogo_main() {
entry:
  br label %loop
loop:
  %v = load volatile i32, ptr @sink
  %n = add i32 %v, 1
  store volatile i32 %n, ptr @sink
  br label %loop
}

; inline.ll - @big costs more than LLVM's default inline threshold (225) and less than corogo's (1000):
; LLVM alone keeps the two calls at O2, corogo from -O1 up inlines them (coroutine ramps rely on it)
@g = global i32 0
define void @big(i32 %x) {
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  store volatile i32 %x, ptr @g
  ret void
}
define void @corogo_main() {
  call void @big(i32 1)
  call void @big(i32 2)
  ret void
}

; panic.ll - a runtime panic: "panic: boom" on the console, status 2
@msg = private constant [5 x i8] c"boom\00"

declare void @rt_panic_cstr(ptr)

define void @corogo_main() {
  call void @rt_panic_cstr(ptr @msg)
  unreachable
}

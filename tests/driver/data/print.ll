; print.ll - corogo_main written directly in LLVM IR: prints "from IR 42" with the runtime's
; println pieces (an .ll input replaces the Go front end; the driver sets triple and data layout)
@msg = private constant [7 x i8] c"from IR"

declare void @rt_print_string(ptr, i32)
declare void @rt_print_space()
declare void @rt_print_int(i64)
declare void @rt_print_nl()

define internal void @unused_helper() {
  ret void
}

define void @corogo_main() {
  call void @rt_print_string(ptr @msg, i32 7)
  call void @rt_print_space()
  call void @rt_print_int(i64 42)
  call void @rt_print_nl()
  ret void
}

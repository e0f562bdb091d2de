; gc.ll - external functions and globals nothing references: --gc-sections must drop them (each is
; emitted in its own section), while what corogo_main uses stays
@kept_data = global i32 7
@unused_data = global [4 x i32] [i32 1, i32 2, i32 3, i32 4]
@unused_bss = global [64 x i32] zeroinitializer
@unused_const = constant [4 x i8] c"abc\00"

declare void @rt_print_int(i64)
declare void @rt_print_nl()

define void @unused_fn() {
  store volatile i32 1, ptr @unused_bss
  ret void
}

define i32 @kept_fn() {
  %v = load volatile i32, ptr @kept_data
  ret i32 %v
}

define void @corogo_main() {
  %v = call i32 @kept_fn()
  %w = sext i32 %v to i64
  call void @rt_print_int(i64 %w)
  call void @rt_print_nl()
  ret void
}

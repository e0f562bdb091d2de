; callc.ll - corogo_main calls c_greet, defined in greet.c given on the command line
declare void @c_greet(i32)

define void @corogo_main() {
  call void @c_greet(i32 5)
  ret void
}

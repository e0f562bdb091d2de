; exit7.ll - the firmware stops with status 7 through the board's exit mechanism
declare void @port_exit(i32)

define void @corogo_main() {
  call void @port_exit(i32 7)
  unreachable
}

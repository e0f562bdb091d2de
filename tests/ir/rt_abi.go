package main

// Golden IR for the runtime ABI (src/base/rt_abi.def): runtime functions are declared with the C ABI of
// runtime-baremetal/include/rt.h, so a bool (a C _Bool) is passed and returned zeroext, and a
// panic function is noreturn (checked by tests/ir/run-filecheck.sh).

import "time"

// BEFORE-DAG: declare void @rt_print_bool(i1 zeroext)
// BEFORE-DAG: declare void @rt_panic_any(ptr, ptr, ptr) #[[NORET:[0-9]+]]
// BEFORE-DAG: declare zeroext i1 @rt_sleep_prepare(ptr, ptr, i64)
// BEFORE-DAG: attributes #[[NORET]] = { noreturn nounwind }

var ok = true

// time.Sleep in a goroutine: its $coro version calls rt_sleep_prepare (a $coro version is emitted
// only where a goroutine can reach it)
func napper() {
	time.Sleep(time.Millisecond)
}

func main() {
	println(ok)
	go napper()
	time.Sleep(time.Millisecond)
	if !ok {
		panic("never")
	}
}

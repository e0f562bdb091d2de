package main

// Golden IR for where goroutine frames are allocated (src/transform/frames.c, after the LLVM passes; checked
// by tests/ir/run-filecheck.sh). A go target that is never awaited takes its frame from its own
// pool with rt_pool_alloc, and its go statements select nothing. A go target that is also awaited
// (here recursively) keeps rt_pool_select + rt_frame_alloc: its awaited frames come from the
// general pool, and the runtime's frame.c is linked for them.

// Before the passes every go statement selects its target's pool.
// BEFORE-LABEL: define internal void @main.main()
// BEFORE: call void @rt_pool_select(ptr @"main.sleeper$pool")
// BEFORE: call void @rt_pool_select(ptr @"main.down$pool")

// After them (main.main is inlined into corogo_main): the pool names carry their capacity, for
// the exhaustion panic (down's: the one go statement in main proves 1 slot, poolsize.c).
// AFTER-DAG: c"main.sleeper (3 slots)\00"
// AFTER-DAG: c"main.down (1 slot)\00"
// AFTER-LABEL: define internal {{.*}}@"main.sleeper$coro"(
// AFTER-NOT: rt_frame_alloc
// AFTER: call ptr @rt_pool_alloc(ptr {{.*}}@"main.sleeper$pool")
// AFTER-NOT: rt_frame_alloc
// AFTER: {{^}}}
// AFTER-LABEL: define internal {{.*}}@"main.down$coro"(
// AFTER: call ptr @rt_frame_alloc(i32 {{[0-9]+}})
// AFTER: {{^}}}
// AFTER-LABEL: define void @corogo_main()
// AFTER-NOT: rt_pool_select(ptr {{.*}}@"main.sleeper$pool")
// AFTER: call void @rt_pool_select(ptr {{.*}}@"main.down$pool")
// AFTER-NOT: rt_pool_select(ptr {{.*}}@"main.sleeper$pool")
// AFTER: {{^}}}

//corogo:pool 3
func sleeper(id int) {
	println("sleeper", id)
	coroSuspend()
	println("sleeper", id, "done")
}

func down(n int) int {
	if n == 0 {
		coroSuspend()
		return 0
	}
	return down(n-1) + n
}

func main() {
	go sleeper(1)
	go down(3)
	go sleeper(2)
}

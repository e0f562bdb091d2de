/* demo.cpp - examples/demo.go (the seed's helper/worker) as C++20 coroutines on corogo's runtime
 * (cxx_task.hpp), for bench/bench.sh's flash/RAM and frame rows: the same output byte for byte.
 * Its frames come from a static pool of 8 slots of 64 bytes (corogo's default pool has 8 slots). */
#define BENCH_SLOT 64
#define BENCH_NSLOTS 8
#include "cxx_task.hpp"

using namespace bench;

static void say(const char *who, int32_t id, const char *what) {
    rt_print_string(reinterpret_cast<const uint8_t *>(who), (int32_t)__builtin_strlen(who));
    rt_print_space();
    rt_print_int(id);
    rt_print_space();
    rt_print_string(reinterpret_cast<const uint8_t *>(what), (int32_t)__builtin_strlen(what));
    rt_print_nl();
}

static Task<int> worker(int id) {
    say("worker", id, ": start");
    co_await Yield{};
    say("worker", id, ": done");
    co_return 0;
}

static Go helper(int id) {
    say("helper", id, ": calling worker");
    co_await worker(id);
    say("helper", id, ": worker returned");
}

/* helper(0) called from sync code: coroSuspend() does nothing there */
static void helper_sync(int id) {
    say("helper", id, ": calling worker");
    say("worker", id, ": start");
    say("worker", id, ": done");
    say("helper", id, ": worker returned");
}

extern "C" void corogo_main(void) {
    helper_sync(0);
    go(helper(1));
    go(helper(2));
#ifdef BENCH_REPORT_FRAMES
    rt_sched_run();
    bench_report("seed_bytes", (int32_t)(peak / 2), 1);
#endif
}

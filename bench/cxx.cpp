/* cxx.cpp - the C++20 coroutine baseline of bench/bench.sh: the same benchmarks as the corogo
 * programs (resume.go, spawn.go), written with co_await on the task types of
 * cxx_task.hpp; built once on corogo's runtime and once with -DBENCH_INLINE_SCHED (inlined FIFO
 * scheduler, symmetric transfer). Prints "<key> <instructions> <count>" lines. */
#include "cxx_task.hpp"

using namespace bench;

static const int N = 1000;

/* the switch rows (resume.go): g goroutines take turns N times each, the yield in the goroutine
   itself (k = 0: ring of g) or in a leaf 1, 4, 16 awaits below it (k = 1, 2, 3; g = 2); goroutine 0
   counts the g*N switches of its life */
static Task<int> leaf() {
    int32_t t0 = bench_instret();
    for (int i = 0; i < N; i++)
        co_await Yield{};
    co_return bench_instret() - t0;
}
template <int D> static Task<int> level() {
    if constexpr (D == 1)
        co_return co_await leaf();
    else
        co_return co_await level<D - 1>();
}
static const char *const keys[] = {"", "resume1", "resume4", "resume16"};
static Go pinger(int k, int id, int g) {
    int32_t n = 0;
    switch (k) {
    case 0: {
        int32_t t0 = bench_instret();
        for (int i = 0; i < N; i++)
            co_await Yield{};
        n = bench_instret() - t0;
        break;
    }
    case 1: n = co_await level<1>(); break;
    case 2: n = co_await level<4>(); break;
    case 3: n = co_await level<16>(); break;
    }
    if (id == 0)
        bench_report(k ? keys[k] : bench_key("ring", g), n, g * N);
}

/* spawn: NS goroutines that suspend once, started from sync code; the last one to finish counts */
static const int NS = 50;
static int finished;
static int32_t spawn_t0;
static Go child() {
    co_await Yield{};
    if (++finished == NS)
        bench_report("spawn", bench_instret() - spawn_t0, NS);
}

extern "C" void corogo_main(void) {
    static const int gs[] = {2, 8, 32};
    for (int k = 0; k < 6; k++) {
        int g = k < 3 ? gs[k] : 2;
        for (int id = 0; id < g; id++)
            go(pinger(k < 3 ? 0 : k - 2, id, g));
#ifdef BENCH_INLINE_SCHED
        run();
#else
        rt_sched_run();
#endif
    }
    peak = 0;
    spawn_t0 = bench_instret();
    for (int i = 0; i < NS; i++)
        go(child());
#ifdef BENCH_INLINE_SCHED
    run();
#else
    rt_sched_run();
#endif
    bench_report("spawn_bytes", (int32_t)(peak / NS), 1);
}

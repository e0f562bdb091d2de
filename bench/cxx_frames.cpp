/* cxx_frames.cpp - C++20 coroutine frame RAM for bench/bench.sh, the programs bench.sh generates
 * for corogo in C++ (on corogo's runtime, cxx_task.hpp): with -DDEPTH=d a goroutine awaits a chain
 * l1 -> ... -> ld whose last level suspends, every level keeping a local across its await; with
 * -DSEQ=k a goroutine awaits a leaf that suspends k times in a row. Prints "frames <bytes> 1": the
 * peak of the bytes its frames asked the static pool for. */
#include "cxx_task.hpp"

using namespace bench;

static Task<int> leaf(int n) {
    co_await Yield{};
    co_return n + 1;
}

#ifdef DEPTH
template <int D> static Task<int> level(int n) {
    if constexpr (D == DEPTH) {
        co_return co_await leaf(n);
    } else {
        int k = n * 3;
        co_return co_await level<D + 1>(n + 1) + k;
    }
}
static Go g(int n) { rt_print_int(co_await level<1>(n)); rt_print_nl(); }
#else
#define A1 a = co_await leaf(a);
#define A2 A1 A1
#define A4 A2 A2
#define A8 A4 A4
#define A11 A8 A2 A1
#define CAT(a, b) a##b
#define AWAITS(k) CAT(A, k)
static Go g(int n) {
    int a = n;
    AWAITS(SEQ)
    rt_print_int(a);
    rt_print_nl();
}
#endif

extern "C" void corogo_main(void) {
    go(g(1));
    rt_sched_run();
    bench_report("frames", (int32_t)peak, 1);
}

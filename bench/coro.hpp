/* coro.hpp - the few std names clang's C++20 coroutines need (coroutine_traits, coroutine_handle,
 * suspend_always/never), for the freestanding C++ baselines of the benchmark suite: the boards have
 * no C++ standard library. The handle operations are clang's __builtin_coro_* (LLVM's switched-resume
 * ABI, the same one corogo's runtime drives), and a frame pool from which every baseline takes its
 * coroutine frames (static, first fit by size class: no heap). */
#ifndef BENCH_CORO_HPP
#define BENCH_CORO_HPP

#include <stddef.h>
#include <stdint.h>

namespace std {
template <class R, class... Args> struct coroutine_traits {
    using promise_type = typename R::promise_type;
};
template <class P = void> struct coroutine_handle;
template <> struct coroutine_handle<void> {
    void *p = nullptr;
    constexpr coroutine_handle() = default;
    constexpr coroutine_handle(decltype(nullptr)) {}
    static coroutine_handle from_address(void *a) noexcept { coroutine_handle h; h.p = a; return h; }
    void *address() const noexcept { return p; }
    void resume() const noexcept { __builtin_coro_resume(p); }
    void operator()() const noexcept { resume(); }
    void destroy() const noexcept { __builtin_coro_destroy(p); }
    bool done() const noexcept { return __builtin_coro_done(p); }
    explicit operator bool() const noexcept { return p != nullptr; }
};
template <class P> struct coroutine_handle : coroutine_handle<> {
    static coroutine_handle from_address(void *a) noexcept { coroutine_handle h; h.p = a; return h; }
    static coroutine_handle from_promise(P &pr) noexcept {
        coroutine_handle h;
        h.p = __builtin_coro_promise(&pr, alignof(P), true);
        return h;
    }
    P &promise() const noexcept { return *static_cast<P *>(__builtin_coro_promise(p, alignof(P), false)); }
};
struct suspend_always {
    bool await_ready() const noexcept { return false; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
struct suspend_never {
    bool await_ready() const noexcept { return true; }
    void await_suspend(coroutine_handle<>) const noexcept {}
    void await_resume() const noexcept {}
};
} // namespace std

/* the frame pool: 64 slots of 512 bytes unless the program says otherwise, free list through the
   first word. It keeps account of
   the bytes the frames in use asked for: their peak is the C++ frame RAM the benchmark reports */
namespace bench {
#ifndef BENCH_SLOT /* slot size and count: -DBENCH_SLOT=.. -DBENCH_NSLOTS=.. */
#define BENCH_SLOT 512
#define BENCH_NSLOTS 64
#endif
inline constexpr size_t SLOT = BENCH_SLOT, NSLOTS = BENCH_NSLOTS;
alignas(8) inline uint8_t slots[NSLOTS][SLOT];
inline size_t sizes[NSLOTS];
inline void *free_list;
inline size_t carved, in_use, peak;
inline void *frame_alloc(size_t n) {
    if (n > SLOT)
        __builtin_trap();
    void *p = free_list;
    if (p)
        free_list = *static_cast<void **>(p);
    else if (carved == NSLOTS)
        __builtin_trap();
    else
        p = slots[carved++];
    sizes[(static_cast<uint8_t *>(p) - slots[0]) / SLOT] = n;
    if ((in_use += n) > peak)
        peak = in_use;
    return p;
}
inline void frame_free(void *p) {
    in_use -= sizes[(static_cast<uint8_t *>(p) - slots[0]) / SLOT];
    *static_cast<void **>(p) = free_list;
    free_list = p;
}
} // namespace bench

#endif
